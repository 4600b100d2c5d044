/** A backup or restore that stopped for a reason a person can act on; the message is one sentence saying it. */
export class BackupError extends Error {}
