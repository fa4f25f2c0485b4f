import { ERASED, type CustomerDetails, type DomainEvent, type InvoiceRecord, type ShipmentRecord } from '@cargo/contracts';
import { eachTwice, project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { searchProjection } from './search.projection';

const customer: CustomerDetails = { name: 'Lan Nguyen', address1: '12 Le Loi', address2: '', email: '', phone: '0901234567', parentCustomerId: null };
const invoice = {
  typeId: 'Shipment',
  customerId: 7,
  associatedId: 3,
  mtlTracking: 'MTL-88812',
  currencyId: 'UsDollar',
  invoiceDate: '2026-11-02',
  description: '',
} as InvoiceRecord;
const shipment = { typeId: 'Air', mtlTracking: 'MTL-55501', shipmentDate: '2026-11-03' } as ShipmentRecord;

const entries = (events: DomainEvent[]) => project(searchProjection, recorded(events));

describe('search projection', () => {
  it('indexes each kind of record by what staff type: names and phones, codes, tracking numbers, ids', () => {
    const documents = entries([
      { type: 'CustomerOpened', data: { customerId: 7, userId: null, ...customer } },
      { type: 'VendorAdded', data: { vendorId: 2, details: { name: 'Costco Wholesale', address1: '', address2: '', email: '', phone: '' } } },
      { type: 'ProductCreated', data: { productId: 5, details: { title: 'Kirkland Fish Oil 400', skuCode: 'KFO-400' }, usQuantity: 0, vnQuantity: 0 } },
      { type: 'InvoiceCreated', data: { invoiceId: 42, invoice } },
      { type: 'ShipmentCreated', data: { shipmentId: 3, statusId: 1, shipment } },
    ]);
    expect(documents.get('search_entries/customer-7')).toEqual({
      id: 'customer-7',
      kind: 'customer',
      recordId: 7,
      label: 'Lan Nguyen',
      detail: '0901234567',
      terms: '7 lan nguyen 0901234567',
    });
    expect(documents.get('search_entries/vendor-2')).toMatchObject({ label: 'Costco Wholesale', detail: null, terms: '2 costco wholesale' });
    expect(documents.get('search_entries/product-5')).toMatchObject({
      label: 'Kirkland Fish Oil 400',
      detail: 'KFO-400',
      terms: '5 kirkland fish oil 400 kfo-400',
    });
    expect(documents.get('search_entries/invoice-42')).toMatchObject({ label: 'S-00042', detail: 'MTL-88812', terms: '42 s-00042 mtl-88812' });
    expect(documents.get('search_entries/shipment-3')).toMatchObject({ label: 'MTL-55501', detail: '2026-11-03' });
  });

  it('follows renames, and an order is found by its number', () => {
    const documents = entries([
      { type: 'CustomerOpened', data: { customerId: 7, userId: null, ...customer } },
      { type: 'CustomerUpdated', data: { customerId: 7, details: { ...customer, name: 'Lan Tran', phone: '0987654321' } } },
      { type: 'ShipmentCreated', data: { shipmentId: 3, statusId: 1, shipment: { ...shipment, mtlTracking: '' } } },
      { type: 'OrderPlaced', data: { orderId: 9, customerId: 7 } },
    ]);
    expect(documents.get('search_entries/order-9')).toMatchObject({ kind: 'order', recordId: 9, label: '#9', terms: '9 #9' });
    expect(documents.get('search_entries/customer-7')).toMatchObject({ label: 'Lan Tran', terms: '7 lan tran 0987654321' });
    expect(documents.get('search_entries/shipment-3')).toMatchObject({ label: '#3' });
  });

  it('keeps a deleted record that can be restored in the bin, drops one that cannot, and brings a restored one back', () => {
    const given: DomainEvent[] = [
      { type: 'VendorAdded', data: { vendorId: 2, details: { name: 'Costco Wholesale', address1: '', address2: '', email: '', phone: '2065550100' } } },
      { type: 'InvoiceCreated', data: { invoiceId: 42, invoice } },
      { type: 'VendorDeleted', data: { vendorId: 2 } },
      { type: 'InvoiceDeleted', data: { invoiceId: 42, invoice } },
    ];
    const deleted = entries(given);
    expect([...deleted.keys()]).toEqual(['search_entries_bin/vendor-2']);
    const restored = entries([...given, { type: 'VendorRestored', data: { vendorId: 2 } }]);
    expect(restored.get('search_entries/vendor-2')).toMatchObject({ label: 'Costco Wholesale', detail: '2065550100' });
    expect(project(searchProjection, eachTwice(recorded([...given, { type: 'VendorRestored', data: { vendorId: 2 } }])))).toEqual(restored);
  });

  it("erases a customer's name and phone, in the list or in the bin: it is found by its id alone", () => {
    const opened: DomainEvent = { type: 'CustomerOpened', data: { customerId: 7, userId: null, ...customer } };
    const erased: DomainEvent = { type: 'CustomerErased', data: { customerId: 7 } };
    expect(entries([opened, erased]).get('search_entries/customer-7')).toMatchObject({ label: ERASED, detail: null, terms: '7' });
    const binned = entries([opened, { type: 'CustomerDeleted', data: { customerId: 7 } }, erased, { type: 'CustomerRestored', data: { customerId: 7 } }]);
    expect(binned.get('search_entries/customer-7')).toMatchObject({ label: ERASED, terms: '7' });
  });
});
