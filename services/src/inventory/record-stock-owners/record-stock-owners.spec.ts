import type { DomainEvent } from '@cargo/contracts';
import { useCaseSpec } from '../../testing/use-case-spec';
import { DONE_STREAM, recordStockOwners } from './record-stock-owners.use-case';

const spec = useCaseSpec(recordStockOwners);
const claimed = (key: string, holderId: number): DomainEvent[] => [{ type: 'KeyClaimed', data: { key, holderId } }];

describe('record stock owners (no store)', () => {
  it('claims each early id for its product, then marks the recording done', () => {
    spec
      .given({})
      .when({
        owners: [
          [1, 5],
          [2, 6],
        ],
      })
      .then({
        record: { owners: 2 },
        before: [
          ['sequence-stockowner-1', { type: 'Claim', data: { key: '1', holderId: 5 } }],
          ['sequence-stockowner-2', { type: 'Claim', data: { key: '2', holderId: 6 } }],
        ],
        pivot: [DONE_STREAM, { type: 'Claim', data: { key: 'stockowners', holderId: 1 } }],
      });
  });

  it('a start cut short claims only what the cut one had not', () => {
    spec
      .given({ 'sequence-stockowner-1': claimed('1', 5) })
      .when({
        owners: [
          [1, 5],
          [2, 6],
        ],
      })
      .then({
        before: [['sequence-stockowner-2', { type: 'Claim', data: { key: '2', holderId: 6 } }]],
        pivot: [DONE_STREAM, { type: 'Claim', data: { key: 'stockowners', holderId: 1 } }],
      });
  });

  it('an id already claimed for another product is refused by its claim, before anything is written', () => {
    spec
      .given({ 'sequence-stockowner-1': claimed('1', 7) })
      .when({ owners: [[1, 5]] })
      .thenRefused('inventory.stockNotFound');
  });
});
