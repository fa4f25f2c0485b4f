import { GridFSBucket, MongoClient } from 'mongodb';
import { FILE_ID, type FileStore, type StoredFile } from './file-store.port';

/** Files in a GridFS bucket of the read store's database: one file per id, its content type in the metadata. */
export class GridFsFileStore implements FileStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly bucket: GridFSBucket,
  ) {}

  static async connect(url: string, bucketName = 'files'): Promise<GridFsFileStore> {
    const client = await new MongoClient(url).connect();
    return new GridFsFileStore(client, new GridFSBucket(client.db(), { bucketName }));
  }

  async save(id: string, file: StoredFile): Promise<void> {
    if (!FILE_ID.test(id)) throw new Error(`not a file id: ${id}`);
    await this.remove(id);
    await new Promise<void>((resolve, reject) => {
      const upload = this.bucket.openUploadStream(id, { metadata: { contentType: file.contentType } });
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(file.bytes);
    });
  }

  async read(id: string): Promise<StoredFile | null> {
    if (!FILE_ID.test(id)) return null;
    const [found] = await this.bucket.find({ filename: id }).sort({ uploadDate: -1 }).limit(1).toArray();
    if (!found) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of this.bucket.openDownloadStream(found._id)) chunks.push(chunk as Buffer);
    return { bytes: Buffer.concat(chunks), contentType: String((found.metadata as { contentType?: string } | undefined)?.contentType ?? 'application/octet-stream') };
  }

  async remove(id: string): Promise<void> {
    if (!FILE_ID.test(id)) return;
    for (const file of await this.bucket.find({ filename: id }).toArray()) await this.bucket.delete(file._id);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
