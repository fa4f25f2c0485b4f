import { LOG_EVENT_TYPES } from './esdb-event-store';

describe("the event types KurrentDB is asked for (the server's own filter on $all)", () => {
  // The server matches with .NET's Regex.IsMatch; for this pattern (anchors and lookaheads) JavaScript's RegExp agrees.
  const asked = (type: string) => new RegExp(LOG_EVENT_TYPES).test(type);

  it('takes every domain event, and neither system records nor snapshots', () => {
    expect(['OrderPlaced', 'StockAdded', 'PaymentApplied', 'SnapshotTakenLater', 'Snapshot'].filter(asked)).toEqual([
      'OrderPlaced',
      'StockAdded',
      'PaymentApplied',
      'SnapshotTakenLater',
      'Snapshot',
    ]);
    expect(['$metadata', '$>', '$streamCreated', 'SnapshotTaken'].filter(asked)).toEqual([]);
  });
});
