import { once } from 'node:events';
import { GridFSBucket, type MongoClient } from 'mongodb';
import { connectMongo } from '../process/mongo-client';
import { FILE_ID, type FileStore, type OpenedFile, type StoredFile } from './file-store.port';

const READ_ATTEMPTS = 3;

/** The driver's words for a file deleted under it: gone before the delete, or chunks gone mid-download. */
const isFileNotFound = (error: unknown) => error instanceof Error && /File not found for id/i.test(error.message);
const replacedMeanwhile = (error: unknown) =>
  isFileNotFound(error) ||
  (error instanceof Error &&
    /ChunkIsMissing|chunk.*missing|FileNotFound/i.test(`${error.name} ${error.message} ${String((error as { code?: unknown }).code)}`));

/** Files in a GridFS bucket of the read store's database: one file per id, its content type in the metadata. */
export class GridFsFileStore implements FileStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly bucket: GridFSBucket,
    /** Whether closing the store closes the client (not when the process shares it). */
    private readonly ownsClient: boolean,
  ) {}

  /** On its own client (tests, tools). */
  static async connect(url: string, bucketName = 'files'): Promise<GridFsFileStore> {
    return GridFsFileStore.on(await connectMongo(url), bucketName, true);
  }

  /** On the process's client. */
  static on(client: MongoClient, bucketName = 'files', ownsClient = false): GridFsFileStore {
    return new GridFsFileStore(client, new GridFSBucket(client.db(), { bucketName }), ownsClient);
  }

  /**
   * The new file is uploaded first, then the older ones under its id deleted: a failed upload keeps
   * the old file, and a read in between gets the old file or the new one (the newest upload wins), never none.
   */
  async save(id: string, file: StoredFile): Promise<void> {
    if (!FILE_ID.test(id)) throw new Error(`not a file id: ${id}`);
    const uploaded = await new Promise<unknown>((resolve, reject) => {
      const upload = this.bucket.openUploadStream(id, { metadata: { contentType: file.contentType } });
      upload.once('finish', () => resolve(upload.id));
      upload.once('error', reject);
      upload.end(file.bytes);
    });
    for (const older of await this.bucket.find({ filename: id, _id: { $ne: uploaded } } as never).toArray()) {
      await this.bucket.delete(older._id).catch((error: unknown) => {
        if (!isFileNotFound(error)) throw error;
      });
    }
  }

  /**
   * The newest upload under the id, streamed a chunk at a time. A replace deletes the older upload once
   * the new one is whole: a download that finds its file gone before its first chunk starts again on the
   * newest; one cut off later ends in an error (the response is cut short, never a mix of two files).
   */
  async open(id: string): Promise<OpenedFile | null> {
    if (!FILE_ID.test(id)) return null;
    for (let attempt = 1; ; attempt += 1) {
      const [found] = await this.bucket.find({ filename: id }).sort({ uploadDate: -1 }).limit(1).toArray();
      if (!found) return null;
      const body = this.bucket.openDownloadStream(found._id);
      try {
        await once(body, 'readable');
        return {
          contentType: String((found.metadata as { contentType?: string } | undefined)?.contentType ?? 'application/octet-stream'),
          length: found.length,
          body,
        };
      } catch (error) {
        body.destroy();
        if (attempt >= READ_ATTEMPTS || !replacedMeanwhile(error)) throw error;
      }
    }
  }

  /** Removing what another remove (or a replace) already removed is done, not an error. */
  async remove(id: string): Promise<void> {
    if (!FILE_ID.test(id)) return;
    for (const file of await this.bucket.find({ filename: id }).toArray()) {
      await this.bucket.delete(file._id).catch((error: unknown) => {
        if (!isFileNotFound(error)) throw error;
      });
    }
  }

  async close(): Promise<void> {
    if (this.ownsClient) await this.client.close();
  }
}
