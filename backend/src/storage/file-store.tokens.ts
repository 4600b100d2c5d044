/** A place for blobs (card image cache, uploads): a local folder here, S3-compatible storage when scaled out. */
export interface FileStore {
  get(key: string): Promise<StoredFile | undefined>;
  put(key: string, body: Buffer, contentType: string): Promise<StoredFile>;
  /** Every key under `prefix` (all keys without one), in no particular order; backups walk the store with it. */
  list(prefix?: string): AsyncIterable<string>;
  /** Removes the file; a key that holds nothing is fine. */
  delete(key: string): Promise<void>;
  /** Lets go of connections, if the store holds any. */
  close?(): void;
}

export interface StoredFile {
  body: Buffer;
  contentType: string;
  /** Strong validator of the content. */
  etag: string;
}

export const FILE_STORE = Symbol('FILE_STORE');

/**
 * Key prefixes whose files can be fetched again from where they came from (the card-image cache): backups leave
 * them out. Everything else in a store (uploads) exists nowhere else and is backed up.
 */
export const REGENERABLE_PREFIXES: readonly string[] = ['card-images/'];

/** Keys are relative paths of letters, digits, `_ . -`, never `..`: the same rule for every store. */
export function checkStorageKey(key: string): string {
  if (!/^[\w.-]+(?:\/[\w.-]+)*$/.test(key) || key.split('/').includes('..'))
    throw new Error(`Unsafe storage key '${key}'`);
  return key;
}
