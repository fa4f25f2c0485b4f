/** A stored file: its bytes and the content type it is served with. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded files (product pictures) live: on disk under DATA_DIR for the embedded default,
 * in GridFS beside the read models when MONGO_URL is set. Ids are opaque and checked by the caller.
 */
export interface FileStore {
  save(id: string, file: StoredFile): Promise<void>;
  /** null when there is no such file. */
  read(id: string): Promise<StoredFile | null>;
  remove(id: string): Promise<void>;
  close(): Promise<void>;
}

/** Only ids of this shape reach a store, so no id can name a path or a query. */
export const FILE_ID = /^[A-Za-z0-9_-]{1,80}$/;
