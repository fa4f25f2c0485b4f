import { keyStoreContract } from './key-store.contract';
import { MongoKeyStore } from './mongo-key-store';

const url = process.env.MONGO_URL;

if (url) {
  describe('key store contract: MongoDB', () => {
    keyStoreContract(() => MongoKeyStore.connect(url, `personal_keys_test_${process.pid}`));
  });
} else {
  process.stdout.write('SKIP key store contract on MongoDB: MONGO_URL is not set (the README says how to run it against the compose stores)\n');
  describe('key store contract: MongoDB', () => {
    it.skip('skipped: MONGO_URL is not set', () => undefined);
  });
}
