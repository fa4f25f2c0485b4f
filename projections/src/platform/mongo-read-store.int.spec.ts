import { MongoReadStore } from './mongo-read-store';
import { readStoreContract } from './read-store.contract';

const url = process.env.MONGO_URL;

if (url) {
  describe('read store contract: MongoDB', () => {
    readStoreContract(() => MongoReadStore.connect(url));
  });
} else {
  process.stdout.write('SKIP read store contract on MongoDB: MONGO_URL is not set (docker compose up mongo to run it)\n');
  describe('read store contract: MongoDB', () => {
    it.skip('skipped: MONGO_URL is not set', () => undefined);
  });
}
