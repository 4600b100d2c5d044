/** A place for blobs (card image cache, uploads): a local folder here, S3-compatible storage when scaled out. */
export interface FileStore {
  get(key: string): Promise<StoredFile | undefined>;
  put(key: string, body: Buffer, contentType: string): Promise<StoredFile>;
  /** Removes the file; a key that holds nothing is fine. */
  delete(key: string): Promise<void>;
}

export interface StoredFile {
  body: Buffer;
  contentType: string;
  /** Strong validator of the content. */
  etag: string;
}

export const FILE_STORE = Symbol('FILE_STORE');
