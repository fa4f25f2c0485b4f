import { mkdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FILE_ID, type FileStore, type StoredFile } from './file-store.port';

/** Files as `<id>` plus `<id>.type` (its content type) in one folder, readable by the owner only. */
export class DiskFileStore implements FileStore {
  constructor(private readonly folder: string) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
  }

  private path(id: string): string {
    if (!FILE_ID.test(id)) throw new Error(`not a file id: ${id}`);
    return join(this.folder, id);
  }

  async save(id: string, file: StoredFile): Promise<void> {
    // The content type first: a file without one is never served.
    await writeFile(`${this.path(id)}.type`, file.contentType, { mode: 0o600 });
    await writeFile(this.path(id), file.bytes, { mode: 0o600 });
  }

  async read(id: string): Promise<StoredFile | null> {
    if (!FILE_ID.test(id)) return null;
    try {
      const [bytes, contentType] = await Promise.all([readFile(this.path(id)), readFile(`${this.path(id)}.type`, 'utf8')]);
      return { bytes, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(id: string): Promise<void> {
    await rm(this.path(id), { force: true });
    await rm(`${this.path(id)}.type`, { force: true });
  }

  async close(): Promise<void> {}
}
