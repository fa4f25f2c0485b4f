import { MongoClient, type CommandStartedEvent } from 'mongodb';
import { keyStoreContract } from './key-store.contract';
import { MongoKeyStore } from './mongo-key-store';

const url = process.env.MONGO_URL;

if (url) {
  describe('key store contract: MongoDB', () => {
    keyStoreContract(() => MongoKeyStore.connect(url, `personal_keys_test_${process.pid}`));

    it('writes keys with majority and journal acknowledgement, and reads them at majority, as the server is asked', async () => {
      const client = await new MongoClient(url, { monitorCommands: true }).connect();
      const sent: CommandStartedEvent[] = [];
      client.on('commandStarted', (started) => sent.push(started));
      const keys = MongoKeyStore.on(client, `personal_keys_concern_${process.pid}`);
      try {
        await keys.keyFor('customer-1');
        await keys.destroy(['customer-2']);
        await keys.keysOf(['customer-1']);
        const asked = (name: string) =>
          sent
            .filter((started) => started.commandName === name)
            .map((started) => ({ writeConcern: started.command.writeConcern, readConcern: started.command.readConcern }));
        expect(asked('findAndModify')).toEqual([{ writeConcern: { w: 'majority', j: true }, readConcern: undefined }]);
        expect(asked('update')).toEqual([{ writeConcern: { w: 'majority', j: true }, readConcern: undefined }]);
        expect(asked('find')).toEqual([{ writeConcern: undefined, readConcern: { level: 'majority' } }]);
      } finally {
        await client.close();
      }
    });
  });
} else {
  process.stdout.write('SKIP key store contract on MongoDB: MONGO_URL is not set (the README says how to run it against the compose stores)\n');
  describe('key store contract: MongoDB', () => {
    it.skip('skipped: MONGO_URL is not set', () => undefined);
  });
}
