import { productStream, vendorStream } from '@cargo/contracts';
import { useCaseSpec } from '../../testing/use-case-spec';
import { product, stock, vendor, withRow } from '../stock-use-cases.fixtures';
import { saveStockRow } from './save-stock-row.use-case';

const spec = useCaseSpec(saveStockRow);

describe('save stock row (no store)', () => {
  it('claims the vendor, then adds the row to its product', () => {
    spec
      .given({ ...vendor(), ...product(1) })
      .when({ kind: 'add', productId: 1, stock }, 10)
      .then({
        record: { type: 'AddStock', data: { productId: 1, stockId: 10, stock, vendorExists: true } },
        before: [[vendorStream(4), { type: 'NameVendor', data: { vendorId: 4, by: 'stock' } }]],
        pivot: [productStream(1), { type: 'AddStock', data: { productId: 1, stockId: 10, stock, vendorExists: true } }],
      });
  });

  it('saves a row as its product knows it; a deleted vendor is claimed by no one (its product refuses the row)', () => {
    spec
      .given({ ...vendor(), ...product(1, withRow(1, 10)) })
      .when({ kind: 'update', productId: 1, stockId: 10, stock: { ...stock, quantity: 8 } })
      .then({
        before: [[vendorStream(4), { type: 'NameVendor', data: { vendorId: 4, by: 'stock' } }]],
        pivot: [productStream(1), { type: 'UpdateStock', data: { productId: 1, stockId: 10, stock: { ...stock, quantity: 8 }, vendorExists: true } }],
      });
    spec
      .given({ ...vendor(true), ...product(1) })
      .when({ kind: 'add', productId: 1, stock }, 10)
      .then({ pivot: [productStream(1), { type: 'AddStock', data: { productId: 1, stockId: 10, stock, vendorExists: false } }] });
  });
});
