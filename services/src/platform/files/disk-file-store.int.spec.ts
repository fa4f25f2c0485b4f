import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskFileStore } from './disk-file-store';
import { fileStoreContract } from './file-store.contract';

describe('file store contract: disk (embedded)', () => {
  fileStoreContract(async () => new DiskFileStore(mkdtempSync(join(tmpdir(), 'cargo-files-'))));
});

describe('disk file store', () => {
  it('keeps files readable by the owner only', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'cargo-files-')), 'pictures');
    const store = new DiskFileStore(folder);
    await store.save('abc', { bytes: Buffer.from('x'), contentType: 'image/png' });
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(statSync(join(folder, 'abc')).mode & 0o777).toBe(0o600);
  });
});
