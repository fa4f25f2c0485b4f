import { eventStoreContract } from './event-store.contract';
import { EsdbEventStore } from './esdb-event-store';

const url = process.env.EVENTSTORE_URL;

if (url) {
  describe('event store contract: EventStoreDB', () => {
    eventStoreContract(async () => new EsdbEventStore(url));
  });
} else {
  process.stdout.write('SKIP event store contract on EventStoreDB: EVENTSTORE_URL is not set (docker compose up eventstore to run it)\n');
  describe('event store contract: EventStoreDB', () => {
    it.skip('skipped: EVENTSTORE_URL is not set', () => undefined);
  });
}
