import { productStream, stockGroupStream, vendorStream } from '@cargo/contracts';
import { useCaseSpec } from '../../testing/use-case-spec';
import { product, purchaseForm as form, stock, vendor } from '../stock-use-cases.fixtures';
import { addStockGroup } from './add-stock-group.use-case';

const spec = useCaseSpec(addStockGroup);
const row = (productId: number, stockId: number, vendorExists = true) => ({
  type: 'AddStock',
  data: { productId, stockId, stock, vendorExists, stockGroupId: 2 },
});

describe('add stock group (no store)', () => {
  it('claims the vendor, adds a row (its own id) on each product, each taken back out if a later step is refused, then records the purchase', () => {
    const decision = spec
      .given({ ...vendor(), ...product(1), ...product(2) })
      .when(form, 2, [10, 11])
      .then({
        record: {
          stockGroupId: 2,
          vendorId: 4,
          datePurchased: '2026-11-20',
          rows: [
            { productId: 1, stockId: 10, stock },
            { productId: 2, stockId: 11, stock },
          ],
        },
        before: [
          [vendorStream(4), { type: 'NameVendor', data: { vendorId: 4, by: 'stock' } }],
          [productStream(1), row(1, 10)],
          [productStream(2), row(2, 11)],
        ],
        pivot: [
          stockGroupStream(2),
          {
            type: 'RecordStockGroup',
            data: {
              stockGroupId: 2,
              vendorId: 4,
              datePurchased: '2026-11-20',
              lines: [
                { productId: 1, stockId: 10, quantity: 6, stockPrice: 1250 },
                { productId: 2, stockId: 11, quantity: 6, stockPrice: 1250 },
              ],
            },
          },
        ],
      });
    expect(decision.before.slice(1).map((step) => step.undo)).toEqual([
      { type: 'RemoveStock', data: { productId: 1, stockId: 10 } },
      { type: 'RemoveStock', data: { productId: 2, stockId: 11 } },
    ]);
    // Every row id is kept with its product.
    expect(addStockGroup.alsoOpens?.(form)).toEqual([
      { kind: 'stock', about: { productId: 1 } },
      { kind: 'stock', about: { productId: 2 } },
    ]);
  });

  it('refuses, before anything is written: a vendor not on record, a product gone (named on its line)', () => {
    spec
      .given({ ...vendor(true), ...product(1), ...product(2) })
      .when(form, 2, [10, 11])
      .thenRefused('error.invalidInput', [{ path: 'vendorId', code: 'vendors.vendorNotFound' }]);
    spec
      .given({ ...vendor(), ...product(1), ...product(2, []) })
      .when(form, 2, [10, 11])
      .thenRefused('error.invalidInput', [{ path: 'stocks.1.productId', code: 'catalog.productNotFound' }]);
  });
});
