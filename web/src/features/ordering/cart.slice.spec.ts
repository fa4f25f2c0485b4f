import { cartTotals, type CartLine } from './cart.slice';

const line = (fields: Partial<CartLine>): CartLine => ({ productId: 1, title: 'Kirkland nuts', pictureId: null, listPrice: 1000, currencyId: 'UsDollar', count: 1, customPrice: null, caseQuantity: 0, ...fields });

describe('cart totals', () => {
  it('counts the cases a line will be saved with: the ones staff set, or the whole cases of its units (as the server records them)', () => {
    const lines = [line({ productId: 1, count: 3, caseQuantity: 1, unitPerCase: 12 }), line({ productId: 2, count: 25, unitPerCase: 12 }), line({ productId: 3, count: 5 })];
    expect(cartTotals(lines, 'UsDollar', 25_000)).toEqual({ amount: 33 * 1000, quantity: 33, caseQuantity: 1 + 2 + 0 });
  });
});
