import { fileStoreContract } from './file-store.contract';
import { GridFsFileStore } from './gridfs-file-store';

const url = process.env.MONGO_URL;

if (url) {
  describe('file store contract: GridFS', () => {
    fileStoreContract(() => GridFsFileStore.connect(url, `files_test_${process.pid}`));
  });
} else {
  process.stdout.write('SKIP file store contract on GridFS: MONGO_URL is not set (the README says how to run it against the compose stores)\n');
  describe('file store contract: GridFS', () => {
    it.skip('skipped: MONGO_URL is not set', () => undefined);
  });
}
