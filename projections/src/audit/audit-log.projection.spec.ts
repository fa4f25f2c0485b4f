import type { AuditEntryView, DomainEvent, ProductDetails, RecordedEvent } from '@cargo/contracts';
import { eachTwice, project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { AUDIT_LOG, auditLogProjection } from './audit-log.projection';

const details = { title: 'Dried mango 500g', unitPrice: 1250, currencyId: 'UsDollar' } as ProductDetails;

/** Events of one stream, as the log holds them. */
const inStream = (streamId: string, events: DomainEvent[], firstPosition = 1n): RecordedEvent[] => recorded(events, firstPosition).map((event) => ({ ...event, streamId }));

const given = [
  ...inStream('product-5', [
    { type: 'ProductCreated', data: { productId: 5, details, usQuantity: 10, vnQuantity: 0 } },
    { type: 'ProductUpdated', data: { productId: 5, details: { ...details, title: 'Dried mango 1kg', unitPrice: 1990 } } },
  ]),
  ...inStream('product-6', [{ type: 'ProductCreated', data: { productId: 6, details, usQuantity: 1, vnQuantity: 0 } }], 3n),
  ...inStream('product-5', [{ type: 'StockReserved', data: { productId: 5, orderId: 8, moves: [{ warehouseId: 'US', quantity: 3, held: false }] } }], 4n),
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
    ]);
    expect(log[1].changes).toEqual([
      { field: 'title', before: 'Dried mango 500g', after: 'Dried mango 1kg' },
      { field: 'unitPrice', before: { money: 1250, currency: 'UsDollar' }, after: { money: 1990, currency: 'UsDollar' } },
    ]);
    // Another product's creation does not disturb this one's fields.
    expect(log[3].changes).toEqual([{ field: 'usQuantity', before: 10, after: 7 }]);
  });

  it('changes nothing twice when events are delivered again', () => {
    expect(project(auditLogProjection, eachTwice(given))).toEqual(project(auditLogProjection, given));
  });

  it('keeps secrets out of the changes and the data', () => {
    const log = entries(
      project(
        auditLogProjection,
        inStream('user-3', [
          { type: 'UserRegistered', data: { userId: 3, customerId: 7, first: 'Lan', last: 'Tran', email: 'lan@example.com', phone: '0901234567', passwordHash: 'secret-hash', verificationTokenHash: 'token-hash' } },
          { type: 'UserPasswordChanged', data: { userId: 3, passwordHash: 'other-secret-hash' } },
        ]),
      ),
    );
    expect(JSON.stringify(log)).not.toMatch(/secret-hash|token-hash/);
    expect(log[1].changes).toEqual([{ field: 'passwordChanges', after: 1 }]);
  });
});
