import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makePrivateFolderSync, PRIVATE_FILE_MODE } from '../config/private-files.js';

/** Where a generated first-admin password is kept: a secret never goes to the log, which others may read. */
export const FIRST_ADMIN_PASSWORD_FILE = 'first-admin-password.txt';

/** Writes the password to DATA_DIR/first-admin-password.txt, readable by the server's account only; answers the path. */
export function keepFirstAdminPassword(dataDir: string, password: string): string {
  makePrivateFolderSync(dataDir);
  const file = join(dataDir, FIRST_ADMIN_PASSWORD_FILE);
  // A file left by an earlier install would keep its own mode: a new one is created with ours.
  rmSync(file, { force: true });
  writeFileSync(file, `${password}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  return file;
}
