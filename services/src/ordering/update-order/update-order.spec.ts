import { orderStream, productStream, shipmentGroupStream, type DomainEvent } from '@cargo/contracts';
import { streamCommand, streamRead } from '../../platform/write-model/use-case';
import { useCaseSpec, type Sent } from '../../testing/use-case-spec';
import { asked, customer, given, placed, pricedLine, staff, termsFor, us } from '../order-fixtures';
import type { OrderShipmentGroups } from '../order-shipment-groups';
import { updateOrder } from './update-order.use-case';

/** Shipping's answer as a spec gives it: a group has departed once it recorded a departure. */
const groupDecider = {
  initialState: { departed: false },
  evolve: (_state: { departed: boolean }, event: DomainEvent) => ({ departed: (event.type as string) === 'Departed' }),
  decide: () => [],
};
const groups: OrderShipmentGroups = {
  group: (groupId) => streamRead(shipmentGroupStream(groupId), groupDecider),
  departed: (group) => (group as { departed: boolean }).departed,
  departure: (groupId, orderId) => streamCommand('leave-group', streamRead(shipmentGroupStream(groupId), groupDecider), { groupId, orderId }),
};
const spec = useCaseSpec(updateOrder(groups));
const order = placed(9, termsFor([pricedLine(1, 2), pricedLine(2, 3)]));
const inStock = { ...given.rates, ...given.customer, ...given.product(1, 5), ...given.product(2, 5), ...given.product(3, 5), ...order };
const stock = (type: 'ReserveStock' | 'ReleaseStock', productId: number, quantity: number): Sent => [
  productStream(productId),
  { type, data: { productId, orderId: 9, moves: us(quantity) } },
];
const revised = (lines = [pricedLine(1, 4), pricedLine(3, 1)], by = { staff: false, groupDeparted: false }): Sent => [
  orderStream(9),
  { type: 'ReviseOrder', data: { orderId: 9, ...termsFor(lines) }, by },
];
const inGroup = (departed: boolean) => ({
  [orderStream(9)]: [
    ...order[orderStream(9)],
    { type: 'OrderAddedToShipmentGroup', data: { orderId: 9, shipmentGroupId: 5, previousGroupId: null } },
  ] as DomainEvent[],
  [shipmentGroupStream(5)]: departed ? ([{ type: 'Departed', data: {} }] as unknown as DomainEvent[]) : [],
});

describe('revise order (no store: given streams, when asked, then the commands per stream)', () => {
  it('reserves only what the new lines add before recording, and releases what they drop after', () => {
    spec
      .given(inStock)
      .when({
        orderId: 9,
        change: {
          kind: 'terms',
          input: asked([
            [1, 4],
            [3, 1],
          ]),
        },
        user: customer,
      })
      .then({
        record: {
          orderId: 9,
          reserve: [
            [1, us(2)],
            [3, us(1)],
          ],
          release: [[2, us(3)]],
        },
        before: [stock('ReserveStock', 1, 2), stock('ReserveStock', 3, 1)],
        pivot: revised(),
        after: [stock('ReleaseStock', 2, 3)],
      });
  });

  it('keeps the prices the order recorded, even when the product costs more now', () => {
    const dearer = { ...given.product(1, 5) };
    (dearer[productStream(1)][0].data as { details: { retailPrice: number } }).details.retailPrice = 9999;
    spec
      .given({ ...inStock, ...dearer })
      .when({
        orderId: 9,
        change: {
          kind: 'terms',
          input: asked(
            [
              [1, 2],
              [2, 3],
            ],
            { deliveryAddressId: null },
          ),
        },
        user: customer,
      })
      .then({ pivot: revised([pricedLine(1, 2), pricedLine(2, 3)]) });
  });

  it('changes only the type: the same lines and prices, and the stock follows (Preorder holds none)', () => {
    spec
      .given(inStock)
      .when({ orderId: 9, change: { kind: 'type', typeId: 'Preorder' }, user: staff })
      .then({
        pivot: [
          orderStream(9),
          {
            type: 'ReviseOrder',
            data: { orderId: 9, ...termsFor([pricedLine(1, 2), pricedLine(2, 3)], { typeId: 'Preorder' }) },
            by: { staff: true, groupDeparted: false },
          },
        ],
        after: [stock('ReleaseStock', 1, 2), stock('ReleaseStock', 2, 3)],
      });
  });

  it("reads the order's shipment group: a customer may not change an order in a group, staff may until it departs", () => {
    spec
      .given({ ...inStock, ...inGroup(false) })
      .when({
        orderId: 9,
        change: {
          kind: 'terms',
          input: asked([
            [1, 4],
            [3, 1],
          ]),
        },
        user: customer,
      })
      .thenRefused('ordering.inShipmentGroupCannotChange');
    spec
      .given({ ...inStock, ...inGroup(false) })
      .when({
        orderId: 9,
        change: {
          kind: 'terms',
          input: asked([
            [1, 2],
            [2, 3],
          ]),
        },
        user: staff,
      })
      .then({ pivot: revised([pricedLine(1, 2), pricedLine(2, 3)], { staff: true, groupDeparted: false }) });
    spec
      .given({ ...inStock, ...inGroup(true) })
      .when({
        orderId: 9,
        change: {
          kind: 'terms',
          input: asked([
            [1, 4],
            [3, 1],
          ]),
        },
        user: staff,
      })
      .thenRefused('ordering.departedCannotChange');
  });

  it("answers not found for another customer's order or one that does not exist, and names short lines", () => {
    spec
      .given(inStock)
      .when({ orderId: 9, change: { kind: 'terms', input: asked([[1, 1]]) }, user: { ...customer, customerId: 8 } })
      .thenRefused('ordering.orderNotFound');
    spec
      .given(inStock)
      .when({ orderId: 10, change: { kind: 'terms', input: asked([[1, 1]]) }, user: staff })
      .thenRefused('ordering.orderNotFound');
    spec
      .given(inStock)
      .when({
        orderId: 9,
        change: {
          kind: 'terms',
          input: asked([
            [1, 2],
            [3, 6],
          ]),
        },
        user: staff,
      })
      .thenRefused('ordering.lowStock', [{ path: 'orderDetails.1', code: 'ordering.lowStock' }]);
  });
});
