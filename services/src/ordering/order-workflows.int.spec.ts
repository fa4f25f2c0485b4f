import { orderStream, productStream, type DomainEvent, type OrderTerms, type ProductDetails, type StockMove } from '@cargo/contracts';
import { workflowSpec } from '../testing/workflow-spec';
import type { OrderShipmentGroups } from './order-shipment-groups';
import { PlaceOrderWorkflow } from './place-order.workflow';
import { RemoveOrderStockWorkflow } from './remove-order-stock.workflow';
import { StockSteps } from './stock-steps';

const listed = (productId: number, usQuantity: number): DomainEvent => ({
  type: 'ProductCreated',
  data: { productId, details: { isActive: true } as ProductDetails, usQuantity, vnQuantity: 0 },
});
const us = (quantity: number): StockMove[] => [{ warehouseId: 'US', quantity, held: false }];
const reserved = (productId: number, quantity: number) => ({ type: 'StockReserved', data: { productId, orderId: 9, moves: us(quantity) } });
const released = (productId: number, quantity: number) => ({ type: 'StockReleased', data: { productId, orderId: 9, moves: us(quantity) } });
const terms: OrderTerms = {
  customerId: 1,
  typeId: 'Regular',
  lines: [],
  subtotal: 0,
  deliveryFee: 0,
  vatFee: 0,
  currencyId: 'UsDollar',
  deliveryAddressId: null,
  paymentInfo: null,
};
const lines = [
  { productId: 1, warehouseId: 'US' as const },
  { productId: 2, warehouseId: 'US' as const },
];
const order = {
  orderId: 9,
  plan: [
    [1, us(2)],
    [2, us(3)],
  ] as [number, StockMove[]][],
  lines,
};
/** Orders in these specs are in no shipment group. */
const noGroups = {} as OrderShipmentGroups;

describe('order workflows', () => {
  const placing = workflowSpec((aggregates, workflows) => new PlaceOrderWorkflow(workflows, aggregates, new StockSteps(aggregates)));
  const deleting = workflowSpec((aggregates, workflows) => new RemoveOrderStockWorkflow(workflows, aggregates, new StockSteps(aggregates), noGroups));

  it('placing reserves each product, in product order, then records the order', async () => {
    await placing
      .given({ [productStream(1)]: [listed(1, 5)], [productStream(2)]: [listed(2, 5)] })
      .when(order, { orderId: 9, ...terms })
      .then({
        [productStream(1)]: [reserved(1, 2)],
        [productStream(2)]: [reserved(2, 3)],
        [orderStream(9)]: [{ type: 'OrderPlaced', data: { orderId: 9, ...terms } }],
      });
  });

  it('a product short of stock is refused on the lines that name it, and what was reserved before it goes back', async () => {
    await placing
      .given({ [productStream(1)]: [listed(1, 5)], [productStream(2)]: [listed(2, 1)] })
      .when(order, { orderId: 9, ...terms })
      .thenRefused('ordering.lowStock', { [productStream(1)]: [reserved(1, 2), released(1, 2)] });
  });

  it('a run cut between reserving and recording gives back, when resumed, exactly what it had reserved', async () => {
    await placing
      .given({ [productStream(1)]: [listed(1, 5)], [productStream(2)]: [listed(2, 5)] })
      .whenStopped(order, { orderId: 9, ...terms }, { before: 1 })
      .resumed()
      .then({ [productStream(1)]: [reserved(1, 2), released(1, 2)] }, 'undone');
  });

  it('a deletion cut after giving back one product gives back, when resumed, only the others (never twice)', async () => {
    await deleting
      .given({
        [productStream(1)]: [listed(1, 5), reserved(1, 2)],
        [productStream(2)]: [listed(2, 5), reserved(2, 3)],
        [orderStream(9)]: [{ type: 'OrderPlaced', data: { orderId: 9, ...terms } }],
      })
      .whenStopped({ orderId: 9, decision: { type: 'DeleteOrder' }, release: order.plan, shipmentGroupId: null }, null, { after: 1 })
      // The order holds units of product 1 again meanwhile, so a second give-back would be allowed there, and seen: the resumed run must not make it.
      .resumed({ [productStream(1)]: [reserved(1, 2)] })
      .then({
        [orderStream(9)]: [{ type: 'OrderDeleted', data: { orderId: 9 } }],
        [productStream(1)]: [released(1, 2), reserved(1, 2)],
        [productStream(2)]: [released(2, 3)],
      });
  });
});
