import type { Readable } from 'node:stream';

/** A stored file: its bytes and the content type it is served with. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/** A stored file opened for reading: its bytes flow as a stream, so serving one holds a part at a time. */
export interface OpenedFile {
  contentType: string;
  /** In bytes, known before the first is read (the response's Content-Length). */
  length: number;
  body: Readable;
}

/**
 * Where uploaded files (product pictures) live: on disk under DATA_DIR for the embedded default,
 * in GridFS beside the read models when MONGO_URL is set. Ids are opaque and checked by the caller.
 */
export interface FileStore {
  save(id: string, file: StoredFile): Promise<void>;
  /** null when there is no such file. */
  open(id: string): Promise<OpenedFile | null>;
  remove(id: string): Promise<void>;
  close(): Promise<void>;
}

/** Only ids of this shape reach a store, so no id can name a path or a query. */
export const FILE_ID = /^[A-Za-z0-9_-]{1,80}$/;
