// A League Cup's TOM file (300 players: Masters in one pod, Juniors and Seniors in another, 8 Swiss rounds and a
// top cut of 8) loaded through POST /api/admin/tournaments/tom, as the organiser's page sends each save: the first
// makes the tournament, the rest update it. Prints each time; goal: under a second. Floor: /api/health in the same
// run. The file is written with the site's own TOM writer. Run after `npm run build`: npm run bench:tom-import
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKEND_DIST, freePort, waitForHealth, writeResult } from './support.mjs';

const { writeTomFile } = await import(join(BACKEND_DIST, 'tournaments', 'domain', 'tom', 'tom-writer.js'));
const PLAYERS = 300;
const SAVES = Number(process.env.BENCH_SAVES ?? 7);
const GOAL_MS = 1000;

/** A deterministic random, so every run loads the same file. */
let seed = 35;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

function leagueCup() {
  const players = Array.from({ length: PLAYERS }, (_, i) => ({
    userId: String(3000000 + i * 7),
    firstName: `Player${i + 1}`,
    lastName: 'Bench',
    birthYear: i < 250 ? 1990 + (i % 15) : i < 280 ? 2012 : 2016,
    starter: true,
    order: null,
    seed: null,
    dropped: null,
    creationDate: '11/30/2025 09:00:00',
    lastModifiedDate: '11/30/2025 09:00:00',
  }));
  const pod = (category, members, startingTable) => {
    const rounds = [];
    for (let number = 1; number <= 8; number++) {
      const order = [...members].sort(() => random() - 0.5);
      const matches = [];
      if (order.length % 2)
        matches.push({ outcome: 5, player1: order.pop().userId, player2: null, timestamp: null, table: 0 });
      for (let table = 0; table < order.length; table += 2) {
        matches.push({
          outcome: [1, 2, 1, 2, 3][Math.floor(random() * 5)],
          player1: order[table].userId,
          player2: order[table + 1].userId,
          timestamp: '11/30/2025 10:40:00',
          table: startingTable + table / 2,
        });
      }
      rounds.push({
        number,
        type: 3,
        stage: 6,
        timeLeft: 0,
        pairTime: '11/30/2025 10:00:00',
        startTime: '11/30/2025 10:10:00',
        matches,
      });
    }
    return {
      category,
      stage: 0,
      startingTable,
      playoff3rd4th: false,
      subgroupCount: 1,
      additionalRounds: 0,
      blockedRanges: true,
      subgroups: [{ number: 1, players: members.map((player) => player.userId) }],
      rounds,
    };
  };
  return {
    type: '3',
    stage: '4',
    version: '1.84',
    gameType: 'TRADING_CARD_GAME',
    mode: 'TCG1DAY',
    data: {
      name: 'Bench League Cup',
      id: '25-11-300300',
      city: 'Ipswich',
      state: '',
      country: 'United Kingdom',
      roundTime: 50,
      finalsRoundTime: 75,
      organizer: { popId: '1234567', name: 'Bench Organiser' },
      startDate: '2025-11-30',
      lessSwiss: false,
      autoTableNumber: true,
      overflowTableStart: 200,
    },
    timeElapsed: 0,
    players,
    pods: [pod(2, players.slice(0, 250), 1), pod(8, players.slice(250), 140)],
    standings: null,
    finalsOptions: [{ key: 2, options: [0, 8], cut: 8, playerCount: 250, paired3rd4th: false }],
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-tom-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'bench@club.test', password: 'bench-password-1' };
const server = spawn(process.execPath, [join(BACKEND_DIST, 'cli', 'start.js')], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    JWT_SECRET: 'b'.repeat(48),
    SEED_DEMO: 'false',
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  },
  stdio: 'ignore',
});
try {
  await waitForHealth(base);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { accessToken } = await login.json();
  const xml = writeTomFile(leagueCup());
  const send = async () => {
    const started = performance.now();
    const answer = await fetch(`${base}/api/admin/tournaments/tom`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml', authorization: `Bearer ${accessToken}` },
      body: xml,
    });
    const ms = performance.now() - started;
    if (answer.status !== 201 && answer.status !== 200)
      throw new Error(`the import answered ${answer.status}: ${await answer.text()}`);
    return { status: answer.status, ms: Math.round(ms) };
  };
  const health = async () => {
    const started = performance.now();
    await fetch(`${base}/api/health`);
    return performance.now() - started;
  };
  console.log(`TOM file: ${PLAYERS} players, ${Math.round(Buffer.byteLength(xml) / 1024)} KiB`);
  const runs = [];
  for (let save = 0; save < SAVES; save++) {
    const run = await send();
    runs.push(run);
    console.log(`save ${save + 1}: ${run.status} in ${run.ms} ms`);
  }
  const floors = [];
  for (let i = 0; i < 5; i++) floors.push(await health());
  const updates = runs
    .slice(1)
    .map((run) => run.ms)
    .sort((a, b) => a - b);
  const median = updates[Math.floor(updates.length / 2)];
  const floor = Math.round([...floors].sort((a, b) => a - b)[2] * 10) / 10;
  const result = {
    players: PLAYERS,
    kib: Math.round(Buffer.byteLength(xml) / 1024),
    firstMs: runs[0].ms,
    updateMedianMs: median,
    updateMaxMs: updates.at(-1),
    healthFloorMs: floor,
    goalMs: GOAL_MS,
    met: runs[0].ms < GOAL_MS && updates.at(-1) < GOAL_MS,
  };
  console.log(
    `first import ${result.firstMs} ms; updates median ${median} ms, worst ${result.updateMaxMs} ms; /api/health ${floor} ms; goal < ${GOAL_MS} ms: ${result.met ? 'met' : 'NOT met'}`,
  );
  writeResult('tom-import', result);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.on('exit', resolve) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
}
