import { mkdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';

/**
 * Modes of everything the server writes (uploads, mails, backups, secrets, the data folder): its own account
 * only, whatever the umask. A mode given at creation can only be narrowed by the umask, never widened.
 */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder and any missing parents as 0700; a folder that already exists is left as it is. */
export async function makePrivateFolder(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: PRIVATE_FOLDER_MODE });
}

export function makePrivateFolderSync(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_FOLDER_MODE });
}
