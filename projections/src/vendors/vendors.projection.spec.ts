import type { VendorDetails } from '@cargo/contracts';
import { eachTwice, project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { vendorsProjection } from './vendors.projection';

const details: VendorDetails = { name: 'Costco Wholesale', address1: '1 Main St', address2: '', email: 'sales@example.com', phone: '7145550100' };

describe('vendors projection', () => {
  it('lists an added vendor with its details and the time it was added', () => {
    const documents = project(vendorsProjection, recorded([{ type: 'VendorAdded', data: { vendorId: 4, details } }]));
    expect(documents.get('vendors/4')).toEqual({ ...details, id: 4, dateCreated: '2026-11-01T10:00:00.000Z' });
  });

  it('keeps each vendor in its own document', () => {
    const documents = project(
      vendorsProjection,
      recorded([
        { type: 'VendorAdded', data: { vendorId: 4, details } },
        { type: 'VendorAdded', data: { vendorId: 5, details: { ...details, name: 'Sam’s Club' } } },
      ]),
    );
    expect(documents.get('vendors/4')).toMatchObject({ id: 4, name: 'Costco Wholesale' });
    expect(documents.get('vendors/5')).toMatchObject({ id: 5, name: 'Sam’s Club' });
  });

  it('takes new details on update and removes a deleted vendor', () => {
    const documents = project(
      vendorsProjection,
      recorded([
        { type: 'VendorAdded', data: { vendorId: 4, details } },
        { type: 'VendorUpdated', data: { vendorId: 4, details: { ...details, phone: '7145550199' } } },
        { type: 'VendorAdded', data: { vendorId: 5, details } },
        { type: 'VendorDeleted', data: { vendorId: 5 } },
      ]),
    );
    expect(documents.get('vendors/4')).toMatchObject({ phone: '7145550199', dateCreated: '2026-11-01T10:00:00.000Z' });
    expect(documents.has('vendors/5')).toBe(false);
  });

  it('brings a restored vendor back as it was when deleted, with the time it was first added', () => {
    const given = recorded([
      { type: 'VendorAdded', data: { vendorId: 4, details } },
      { type: 'VendorDeleted', data: { vendorId: 4 } },
      { type: 'VendorRestored', data: { vendorId: 4 } },
    ]);
    const documents = project(vendorsProjection, given);
    expect(documents.get('vendors/4')).toEqual({ ...details, id: 4, dateCreated: '2026-11-01T10:00:00.000Z' });
    expect(documents.has('vendors_bin/4')).toBe(false);
    expect(project(vendorsProjection, eachTwice(given))).toEqual(documents);
  });

  it('gives the same documents when every event is applied twice', () => {
    const given = recorded([{ type: 'VendorAdded', data: { vendorId: 4, details } }]);
    expect(project(vendorsProjection, eachTwice(given))).toEqual(project(vendorsProjection, given));
  });
});
