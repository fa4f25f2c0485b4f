import { historyStep, recordAsOf, type AuditEntryView, type DomainEvent, type HistoryFields, type ProductDetails, type RecordedEvent } from '@cargo/contracts';
import { eachTwice, project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { AUDIT_LOG, auditLogProjection, HISTORY_SNAPSHOT_EVERY } from './audit-log.projection';

const details = { title: 'Dried mango 500g', unitPrice: 1250, currencyId: 'UsDollar' } as ProductDetails;

/** Events of one stream, as the log holds them. */
const inStream = (streamId: string, events: DomainEvent[], firstPosition = 1n): RecordedEvent[] =>
  recorded(events, firstPosition).map((event) => ({ ...event, streamId }));

const given = [
  ...inStream('product-5', [
    { type: 'ProductCreated', data: { productId: 5, details, usQuantity: 10, vnQuantity: 0 } },
    { type: 'ProductUpdated', data: { productId: 5, details: { ...details, title: 'Dried mango 1kg', unitPrice: 1990 } } },
  ]),
  ...inStream('product-6', [{ type: 'ProductCreated', data: { productId: 6, details, usQuantity: 1, vnQuantity: 0 } }], 3n),
  ...inStream('product-5', [{ type: 'StockReserved', data: { productId: 5, orderId: 8, moves: [{ warehouseId: 'US', quantity: 3, held: false }] } }], 4n),
  ...inStream(
    'product-5',
    [
      {
        type: 'StockAdded',
        data: {
          productId: 5,
          stockId: 21,
          stock: { stockPrice: 800, quantity: 4, vendorId: 2, datePurchased: '2026-11-01', expDate: null, updateQuantity: true },
          usQuantityChange: 4,
        },
      },
    ],
    5n,
  ),
];

const entries = (documents: Map<string, unknown>) =>
  [...documents.entries()].filter(([key]) => key.startsWith(`${AUDIT_LOG}/`)).map(([, entry]) => entry as AuditEntryView);

describe('audit log projection', () => {
  it('records each change of a record with the fields it moved, before and after, per record', () => {
    const log = entries(project(auditLogProjection, given));
    expect(log.map((entry) => [entry.recordType, entry.recordId, entry.type])).toEqual([
      ['product', '5', 'ProductCreated'],
      ['product', '5', 'ProductUpdated'],
      ['product', '6', 'ProductCreated'],
      ['product', '5', 'StockReserved'],
      ['product', '5', 'StockAdded'],
    ]);
    expect(log[1].changes).toEqual([
      { field: 'title', before: 'Dried mango 500g', after: 'Dried mango 1kg' },
      { field: 'unitPrice', before: { money: 1250, currency: 'UsDollar' }, after: { money: 1990, currency: 'UsDollar' } },
    ]);
    // Another product's creation does not disturb this one's fields.
    expect(log[3].changes).toEqual([{ field: 'usQuantity', before: 10, after: 7 }]);
  });

  it("gives a stock row its own fields, its changes joining the product's entry, so a product's record stays small", () => {
    const documents = project(auditLogProjection, given);
    const added = entries(documents).at(-1)!;
    expect(added.part).toBe('stock-21');
    expect(added.changes).toEqual([{ field: 'usQuantity', before: 7, after: 11 }]);
    expect(added.partChanges).toEqual([
      { field: 'stocks.stockPrice', item: '21', after: { money: 800, currency: 'UsDollar' } },
      { field: 'stocks.quantity', item: '21', after: 4 },
      { field: 'stocks.vendorId', item: '21', after: 2 },
      { field: 'stocks.datePurchased', item: '21', after: '2026-11-01' },
      { field: 'stocks.updateQuantity', item: '21', after: true },
    ]);
    expect(Object.keys((documents.get('audit_records/product-5') as { id: string; fields: object }).fields).some((path) => path.startsWith('stocks'))).toBe(
      false,
    );
    expect((documents.get('audit_records/stock-21') as { id: string; fields: object }).fields).toMatchObject({ quantity: 4 });
  });

  it('changes nothing twice when events are delivered again', () => {
    expect(project(auditLogProjection, eachTwice(given))).toEqual(project(auditLogProjection, given));
  });

  it('keeps secrets out of the changes and the data', () => {
    const log = entries(
      project(
        auditLogProjection,
        inStream('user-3', [
          {
            type: 'UserRegistered',
            data: {
              userId: 3,
              customerId: 7,
              first: 'Lan',
              last: 'Tran',
              email: 'lan@example.com',
              phone: '0901234567',
              passwordHash: 'secret-hash',
              verificationTokenHash: 'token-hash',
            },
          },
          { type: 'UserPasswordChanged', data: { userId: 3, passwordHash: 'other-secret-hash' } },
        ]),
      ),
    );
    expect(JSON.stringify(log)).not.toMatch(/secret-hash|token-hash/);
    expect(log[1].changes).toEqual([{ field: 'passwordChanges', after: 1 }]);
  });

  it('records personal data in the form the log stores it (sealed), never as the opened event reads', () => {
    const opened = {
      customerId: 7,
      userId: null,
      name: 'Lan Tran',
      address1: '1 Main St',
      address2: '',
      email: '',
      phone: '0901234567',
      parentCustomerId: null,
    };
    const sealed = { ...opened, name: 'pii1.customer-7.aaa.bbb', address1: 'pii1.customer-7.ccc.ddd', phone: 'pii1.customer-7.eee.fff' };
    const [event] = inStream('customer-7', [{ type: 'CustomerOpened', data: opened }]);
    const { customerId: _id, userId: _user, ...details } = opened;
    const update = inStream('customer-7', [{ type: 'CustomerUpdated', data: { customerId: 7, details: { ...details, address1: '2 Main St' } } }], 2n)[0]!;
    const { customerId: _sealedId, userId: _sealedUser, ...sealedDetails } = sealed;
    const sealedUpdate = { ...sealedDetails, address1: 'pii1.customer-7.ggg.hhh' };
    const log = entries(
      project(auditLogProjection, [
        { ...event!, sealed },
        { ...update, sealed: { customerId: 7, details: sealedUpdate } },
      ] as RecordedEvent[]),
    );
    expect(JSON.stringify(log)).not.toMatch(/Lan Tran|Main St|0901234567/);
    expect(log[0]!.changes).toContainEqual({ field: 'name', after: sealed.name });
    // Equal sealed values are equal: only the address moved.
    expect(log[1]!.changes).toEqual([{ field: 'address1', before: sealed.address1, after: sealedUpdate.address1 }]);
  });

  it('keeps a record as of any time within one snapshot and fewer than 50 changes, equal to folding all its events', () => {
    const minute = (index: number) => new Date(Date.UTC(2026, 10, 1) + index * 60_000).toISOString();
    const events: RecordedEvent[] = inStream('product-5', [
      { type: 'ProductCreated', data: { productId: 5, details, usQuantity: 10, vnQuantity: 0 } },
      ...Array.from({ length: 129 }, (_, index): DomainEvent => ({
        type: 'ProductUpdated',
        data: { productId: 5, details: { ...details, title: `Dried mango, batch ${index + 1}`, unitPrice: 1250 + index } },
      })),
    ]).map((event, index) => ({ ...event, metadata: { ...event.metadata, timestamp: minute(index) } }));
    const log = entries(project(auditLogProjection, events));
    expect(log.filter((entry) => entry.snapshot).map((entry) => entry.position)).toEqual([1, 51, 101]);

    for (const at of [0, 49, 50, 77, 129]) {
      // What the as-of query reads: the last entry then, its snapshot, and the changes between.
      const last = log.filter((entry) => entry.timestamp <= minute(at)).at(-1)!;
      const snapshot = log.find((entry) => entry.position === last.snapshotPosition)!;
      const between = log.filter((entry) => entry.position > last.snapshotPosition && entry.position <= last.position);
      expect(between.length).toBeLessThan(HISTORY_SNAPSHOT_EVERY);
      const folded = events.slice(0, at + 1).reduce<HistoryFields>((fields, event) => historyStep(event.type, event.data, fields).after, {});
      const byField = (fields: ReturnType<typeof recordAsOf>) => [...fields].sort((a, b) => `${a.field}|${a.item}`.localeCompare(`${b.field}|${b.item}`));
      expect(
        byField(
          recordAsOf(
            snapshot.snapshot ?? {},
            between.map((entry) => entry.changes),
          ),
        ),
      ).toEqual(byField(recordAsOf(folded, [])));
    }
  });

  it("keeps a run's skipped step, and nothing else of its stream (its start, claim and end are bookkeeping)", () => {
    const run = 'workflow-update-group-shipments-status-3f1c';
    const events = inStream(run, [
      { type: 'WorkflowStarted', data: { workflow: 'update-group-shipments-status', input: { groupId: 2 } } },
      { type: 'WorkflowStepSkipped', data: { step: 'status-14', code: 'shipping.shipmentNotFound' } },
      { type: 'WorkflowEnded', data: { outcome: 'done' } },
    ]);
    for (const delivered of [events, eachTwice(events)]) {
      expect(entries(project(auditLogProjection, delivered)).map((entry) => [entry.streamId, entry.type, entry.changes])).toEqual([
        [
          run,
          'WorkflowStepSkipped',
          [
            { field: 'skippedStep', after: 'status-14' },
            { field: 'skippedBecause', after: 'shipping.shipmentNotFound' },
          ],
        ],
      ]);
    }
  });
});
