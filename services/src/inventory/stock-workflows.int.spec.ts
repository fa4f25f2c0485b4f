import { productStream, stockGroupStream, vendorStream } from '@cargo/contracts';
import { useCaseRunSpec } from '../testing/use-case-spec';
import { addStockGroup } from './add-stock-group/add-stock-group.use-case';
import { listed, purchaseForm as form, stock, vendor } from './stock-use-cases.fixtures';

// The purchase takes id 2, its rows 10 and 11.
const ids = { id: 2, also: [10, 11] };
const added = (productId: number, stockId: number) => ({ type: 'StockAdded', data: { productId, stockId, stock, usQuantityChange: 6, stockGroupId: 2 } });
const removed = (productId: number, stockId: number) => ({ type: 'StockRemoved', data: { productId, stockId, stock, usQuantityChange: -6 } });

describe('stock workflows', () => {
  const buying = useCaseRunSpec(addStockGroup);

  it('a purchase claims its vendor, adds a row on each product, then is recorded', async () => {
    await buying
      .given({ ...vendor(), [productStream(1)]: [listed(1)], [productStream(2)]: [listed(2)] })
      .when(form, ids)
      .then({
        [vendorStream(4)]: [{ type: 'VendorNamed', data: { vendorId: 4, by: 'stock' } }],
        [productStream(1)]: [added(1, 10)],
        [productStream(2)]: [added(2, 11)],
        [stockGroupStream(2)]: [
          {
            type: 'StockGroupAdded',
            data: {
              stockGroupId: 2,
              vendorId: 4,
              datePurchased: '2026-11-20',
              lines: [
                { productId: 1, stockId: 10, quantity: 6, stockPrice: 1250 },
                { productId: 2, stockId: 11, quantity: 6, stockPrice: 1250 },
              ],
              subtotal: 15000,
            },
          },
        ],
      });
  });

  it('a purchase cut after its first row takes that row back out when resumed (the vendor stays claimed: stock claims are for good)', async () => {
    await buying
      .given({ ...vendor(), [productStream(1)]: [listed(1)], [productStream(2)]: [listed(2)] })
      .whenStopped(form, { before: 2 }, ids)
      .resumed()
      .then({ [vendorStream(4)]: [{ type: 'VendorNamed', data: { vendorId: 4, by: 'stock' } }], [productStream(1)]: [added(1, 10), removed(1, 10)] }, 'undone');
  });
});
