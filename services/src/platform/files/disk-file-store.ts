import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FILE_ID, type FileStore, type OpenedFile, type StoredFile } from './file-store.port';

/** Files as `<id>` plus `<id>.type` (its content type) in one folder, readable by the owner only. */
export class DiskFileStore implements FileStore {
  constructor(private readonly folder: string) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
  }

  private path(id: string): string {
    if (!FILE_ID.test(id)) throw new Error(`not a file id: ${id}`);
    return join(this.folder, id);
  }

  /**
   * Each part is written beside its place and renamed into it, so a read meanwhile gets the old
   * file or the new one, never a part; the content type first: a file without one is never served.
   */
  async save(id: string, file: StoredFile): Promise<void> {
    await this.replace(`${this.path(id)}.type`, file.contentType);
    await this.replace(this.path(id), file.bytes);
  }

  private async replace(path: string, content: string | Buffer): Promise<void> {
    const written = `${path}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(written, content, { mode: 0o600 });
    await rename(written, path);
  }

  /** The open file keeps the bytes it was opened on, should a replace rename another over it meanwhile. */
  async open(id: string): Promise<OpenedFile | null> {
    if (!FILE_ID.test(id)) return null;
    const handle = await open(this.path(id), 'r').catch(absentAsNull);
    if (!handle) return null;
    try {
      const [{ size }, contentType] = await Promise.all([handle.stat(), readFile(`${this.path(id)}.type`, 'utf8').catch(absentAsNull)]);
      if (contentType === null) {
        await handle.close();
        return null;
      }
      return { contentType, length: size, body: handle.createReadStream() };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async remove(id: string): Promise<void> {
    await rm(this.path(id), { force: true });
    await rm(`${this.path(id)}.type`, { force: true });
  }

  async close(): Promise<void> {}
}

const absentAsNull = (error: unknown): null => {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
  throw error;
};
