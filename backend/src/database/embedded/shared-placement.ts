import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { binariesIn, type PostgresBinaries } from './postgres-binaries.js';
import { StartupError } from './startup-error.js';
import { canReach, type SystemAccount } from './system-account.js';

/**
 * Where a root-started club site keeps what the 'postgres' account cannot reach in the clone or in DATA_DIR
 * (a home folder is 0700, so is a `mktemp -d` folder): a copy of the PostgreSQL programs, and clusters.
 * It is the place a packaged service keeps its state (Debian's PostgreSQL uses /var/lib/postgresql).
 */
export const SHARED_ROOT = '/var/lib/tcg-club';

const COMPLETE_MARK = '.complete';

function ensureFolder(path: string, mode: number): void {
  try {
    mkdirSync(path, { recursive: true });
    chmodSync(path, mode); // the umask may have taken permissions away
  } catch (error) {
    throw new StartupError(
      `PostgreSQL runs as the 'postgres' user under root and needs ${path}, which could not be made ` +
        `(${(error as NodeJS.ErrnoException).code ?? String(error)}): make ${SHARED_ROOT} writable for root, ` +
        'start the club site as an ordinary user, or set DATABASE_URL.',
    );
  }
}

/** Everyone may read (and, where the owner may, execute) the copy; only root writes it. */
function openToEveryone(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    chmodSync(path, 0o755);
    for (const entry of readdirSync(path)) openToEveryone(join(path, entry));
    return;
  }
  const mode = stat.mode & 0o777;
  chmodSync(path, mode | 0o444 | (mode & 0o100 ? 0o111 : 0));
}

/**
 * The PostgreSQL programs where the account can execute them: as installed when it can reach them, otherwise a
 * copy under SHARED_ROOT, made once per version (a copy is put in place whole, so two starts at once are safe).
 */
export function reachableBinaries(packaged: PostgresBinaries, account: SystemAccount): PostgresBinaries {
  if (canReach(account, packaged.postgres)) return packaged;
  const parent = join(SHARED_ROOT, 'postgresql');
  const home = join(parent, packaged.version);
  if (!existsSync(join(home, COMPLETE_MARK))) {
    ensureFolder(parent, 0o755);
    const draft = `${home}.draft-${process.pid}-${randomBytes(4).toString('hex')}`;
    cpSync(packaged.home, draft, { recursive: true, verbatimSymlinks: true });
    openToEveryone(draft);
    writeFileSync(join(draft, COMPLETE_MARK), '');
    try {
      renameSync(draft, home);
    } catch {
      rmSync(draft, { recursive: true, force: true }); // another start put its copy in place first
    }
  }
  const copy = binariesIn(home, packaged.version);
  if (!canReach(account, copy.postgres)) {
    throw new StartupError(
      `The 'postgres' user cannot run the PostgreSQL programs copied to ${home}: check that folder's ` +
        'permissions and mount options, start the club site as an ordinary user, or set DATABASE_URL.',
    );
  }
  return copy;
}

/** A stable folder name for one DATA_DIR: readable, and unique by the folder's full path. */
function clusterNameFor(dataDir: string): string {
  const readable =
    basename(dataDir)
      .replace(/[^\w.-]+/g, '-')
      .replace(/^[.-]+/, '') || 'data';
  return `${readable}-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`;
}

/** The link DATA_DIR/postgres → the cluster under SHARED_ROOT, as the folder made it earlier. */
function linkedCluster(link: string): string | undefined {
  try {
    return lstatSync(link).isSymbolicLink() ? resolve(join(link, '..'), readlinkSync(link)) : undefined;
  } catch {
    return undefined;
  }
}

/** An empty folder left by an earlier attempt makes way for the link; anything else there stops the start. */
function removeEmptyFolder(path: string): void {
  if (!existsSync(path)) return;
  try {
    rmdirSync(path);
  } catch {
    throw new StartupError(
      `${path} is in the way of the embedded PostgreSQL's data and is not an empty folder: move it away and start again.`,
    );
  }
}

/**
 * The folder PostgreSQL keeps its cluster in, for a DATA_DIR: DATA_DIR/postgres when the account can reach it,
 * otherwise a folder of its own under SHARED_ROOT, linked from DATA_DIR/postgres so it is found again.
 * Returns the real folder (PostgreSQL resolves paths as the account, so it must not go through the link).
 */
export function reachableClusterFolder(
  dataDir: string,
  account: SystemAccount,
  log: (line: string) => void,
): string {
  const link = join(dataDir, 'postgres');
  const linked = linkedCluster(link);
  if (linked) return linked;
  if (canReach(account, dataDir)) return link;
  if (existsSync(join(link, 'PG_VERSION'))) {
    throw new StartupError(
      `The embedded PostgreSQL's data in ${link} cannot be reached by the 'postgres' user it runs as under ` +
        `root: let that user enter the folders above it (chmod o+x on each), move DATA_DIR to a folder it can ` +
        'reach, or start the club site as an ordinary user.',
    );
  }
  const shared = join(SHARED_ROOT, 'clusters', clusterNameFor(dataDir));
  ensureFolder(join(SHARED_ROOT, 'clusters'), 0o711);
  ensureFolder(shared, 0o700);
  chownSync(shared, account.uid, account.gid);
  removeEmptyFolder(link);
  symlinkSync(shared, link);
  log(
    `The 'postgres' user cannot enter ${dataDir} (its folders are private to root), so the embedded ` +
      `PostgreSQL keeps its data in ${shared}, linked from ${link}.`,
  );
  return shared;
}
