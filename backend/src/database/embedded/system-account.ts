import { execFileSync, spawnSync } from 'node:child_process';
import { StartupError } from './startup-error.js';

/** The unprivileged account PostgreSQL runs as when the club site is started as root. */
export interface SystemAccount {
  readonly name: string;
  readonly uid: number;
  readonly gid: number;
}

export const POSTGRES_ACCOUNT_NAME = 'postgres';

export const runningAsRoot = (): boolean => process.getuid?.() === 0;

function lookUp(name: string): SystemAccount | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: 'pipe' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { name, uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

function tryCommands(...commands: string[][]): boolean {
  for (const [command, ...args] of commands) {
    if (spawnSync(command, args, { stdio: 'ignore' }).status === 0) return true;
  }
  return false;
}

/**
 * PostgreSQL refuses to run as root. As root, it runs as the system account 'postgres', which is created
 * (without a home folder or a login shell) when the machine has none, as Debian's own PostgreSQL package does.
 */
export function postgresAccount(): SystemAccount {
  const existing = lookUp(POSTGRES_ACCOUNT_NAME);
  if (existing) return existing;
  const name = POSTGRES_ACCOUNT_NAME;
  // The group may exist already; useradd then only needs it.
  tryCommands(['groupadd', '--system', name]);
  const created = tryCommands(
    ['useradd', '--system', '--gid', name, '--no-create-home', '--shell', '/usr/sbin/nologin', name],
    // BusyBox systems (Alpine).
    ['adduser', '-S', '-D', '-H', '-s', '/sbin/nologin', name],
  );
  const account = created ? lookUp(name) : undefined;
  if (!account) {
    throw new StartupError(
      "PostgreSQL cannot run as root and there is no 'postgres' user to run it as, nor could one be created: " +
        'create one (useradd --system postgres), start the club site as an ordinary user, or set DATABASE_URL.',
    );
  }
  return account;
}

/**
 * Whether the account can reach a path: enter every folder on the way and, for a file, execute it. Asked of
 * the system itself (a shell test run as that account), so ACLs and mount options count as they will for PostgreSQL.
 */
export function canReach(account: SystemAccount, path: string): boolean {
  const result = spawnSync('/bin/sh', ['-c', 'test -x "$1"', 'can-reach', path], {
    uid: account.uid,
    gid: account.gid,
    cwd: '/',
    stdio: 'ignore',
  });
  return result.status === 0;
}
