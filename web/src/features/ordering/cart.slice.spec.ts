import type { OrderListRow } from '@cargo/contracts';
import { cartSlice, cartTotals, editingStarted, type CartLine } from './cart.slice';

const line = (fields: Partial<CartLine>): CartLine => ({
  productId: 1,
  title: 'Kirkland nuts',
  pictureId: null,
  listPrice: 1000,
  currencyId: 'UsDollar',
  count: 1,
  customPrice: null,
  caseQuantity: 0,
  ...fields,
});

describe('cart totals', () => {
  it('counts the cases a line will be saved with: the ones staff set, or the whole cases of its units (as the server records them)', () => {
    const lines = [
      line({ productId: 1, count: 3, caseQuantity: 1, unitPerCase: 12 }),
      line({ productId: 2, count: 25, unitPerCase: 12 }),
      line({ productId: 3, count: 5 }),
    ];
    expect(cartTotals(lines, 'UsDollar', 25_000)).toEqual({ amount: 33 * 1000, quantity: 33, caseQuantity: 1 + 2 + 0 });
  });
});

describe('Update Order', () => {
  const orderLine = (fields: Partial<OrderListRow['lines'][number]>) => ({
    productId: 1,
    productTitle: 'Kirkland nuts',
    pictureId: null,
    warehouseId: 'US' as const,
    quantity: 2,
    unitPrice: 1399,
    serviceFee: 0,
    caseQuantity: 0,
    originalUnitPrice: 1399,
    originalCurrencyId: 'UsDollar' as const,
    ...fields,
  });
  const order = (fields: Partial<OrderListRow>): OrderListRow =>
    ({
      id: 7,
      customerId: 3,
      typeId: 'Regular',
      currencyId: 'UsDollar',
      lines: [],
      subtotal: 0,
      deliveryFee: 0,
      vatFee: 0,
      deliveryAddressId: null,
      paymentInfo: null,
      invoiceId: null,
      shipmentGroupId: null,
      dateCreated: '',
      dateUpdated: '',
      productTitles: '',
      total: 0,
      customerLabel: null,
      ...fields,
    }) as OrderListRow;

  it("opens the cart with each line's recorded price: a staff custom price in its field, a list price as the list price (at the order's rate)", () => {
    const opened = cartSlice.reducer(undefined, editingStarted(order({ lines: [orderLine({ productId: 1, unitPrice: 1250 }), orderLine({ productId: 2 })] })));
    expect(opened.lines.map((line) => [line.productId, line.customPrice])).toEqual([
      [1, 1250],
      [2, null],
    ]);
    expect(cartTotals(opened.lines, 'UsDollar', 25_000).amount).toBe(2 * 1250 + 2 * 1399);
    const inDong = cartSlice.reducer(
      undefined,
      editingStarted(
        order({
          currencyId: 'VietDong',
          vndPerUsd: 25_000,
          lines: [orderLine({ productId: 1, unitPrice: 349_750 }), orderLine({ productId: 2, unitPrice: 300_000 })],
        }),
      ),
    );
    expect(inDong.lines.map((line) => [line.productId, line.customPrice])).toEqual([
      [1, null],
      [2, 300_000],
    ]);
  });
});
