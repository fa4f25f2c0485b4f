import { orderStream, productStream } from '@cargo/contracts';
import { useCaseRunSpec } from '../testing/use-case-spec';
import { asked, given, listed, placed, pricedLine, staff, termsFor, us } from './order-fixtures';
import type { OrderShipmentGroups } from './order-shipment-groups';
import { addOrder } from './add-order/add-order.use-case';
import { removeOrderStock } from './remove-order-stock/remove-order-stock.use-case';

const reserved = (productId: number, quantity: number) => ({ type: 'StockReserved', data: { productId, orderId: 9, moves: us(quantity) } });
const released = (productId: number, quantity: number) => ({ type: 'StockReleased', data: { productId, orderId: 9, moves: us(quantity) } });
const terms = termsFor([pricedLine(1, 2), pricedLine(2, 3)]);
const inStock = { ...given.rates, ...given.customer, ...given.product(1, 5), ...given.product(2, 5) };
/** Orders in these specs are in no shipment group. */
const noGroups = {} as OrderShipmentGroups;

describe('order runs on a real log (each step through its stream, undo, resume after a cut)', () => {
  const placing = useCaseRunSpec(addOrder);
  const request = {
    input: asked([
      [1, 2],
      [2, 3],
    ]),
    user: staff,
    today: '2026-11-28',
  };

  it('placing reserves each product, in product order, then records the order', async () => {
    await placing
      .given(inStock)
      .when(request, 9)
      .then({
        [productStream(1)]: [reserved(1, 2)],
        [productStream(2)]: [reserved(2, 3)],
        [orderStream(9)]: [{ type: 'OrderPlaced', data: { orderId: 9, ...terms } }],
      });
  });

  it('a product that ran short after the decision is refused on its stream, on the lines that name it, and what was reserved before it goes back', async () => {
    await placing
      .given({ ...inStock, [productStream(2)]: [listed(2, 1)] })
      .when(request, 9, inStock)
      .thenRefused('ordering.lowStock', { [productStream(1)]: [reserved(1, 2), released(1, 2)] });
  });

  it('a run cut between reserving and recording gives back, when resumed, exactly what it had reserved', async () => {
    await placing
      .given(inStock)
      .whenStopped(request, { before: 1 }, 9)
      .resumed()
      .then({ [productStream(1)]: [reserved(1, 2), released(1, 2)] }, 'undone');
  });

  it('a deletion cut after giving back one product gives back, when resumed, only the others (never twice)', async () => {
    await useCaseRunSpec(removeOrderStock(noGroups))
      .given({
        [productStream(1)]: [listed(1, 5), reserved(1, 2)],
        [productStream(2)]: [listed(2, 5), reserved(2, 3)],
        ...placed(9, terms),
      })
      .whenStopped({ orderId: 9, removal: { type: 'DeleteOrder' }, user: staff }, { after: 1 })
      // The order holds units of product 1 again meanwhile, so a second give-back would be allowed there, and seen: the resumed run must not make it.
      .resumed({ [productStream(1)]: [reserved(1, 2)] })
      .then({
        [orderStream(9)]: [{ type: 'OrderDeleted', data: { orderId: 9 } }],
        [productStream(1)]: [released(1, 2), reserved(1, 2)],
        [productStream(2)]: [released(2, 3)],
      });
  });
});
