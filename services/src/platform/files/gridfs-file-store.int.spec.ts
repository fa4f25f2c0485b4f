import { fileStoreContract } from './file-store.contract';
import { GridFsFileStore } from './gridfs-file-store';

const url = process.env.MONGO_URL;

if (url) {
  describe('file store contract: GridFS', () => {
    fileStoreContract(() => GridFsFileStore.connect(url, `files_test_${process.pid}`));
  });
} else {
  process.stdout.write('SKIP file store contract on GridFS: MONGO_URL is not set (docker compose up mongo to run it)\n');
  describe('file store contract: GridFS', () => {
    it.skip('skipped: MONGO_URL is not set', () => undefined);
  });
}
