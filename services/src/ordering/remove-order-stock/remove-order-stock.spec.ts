import { orderStream, productStream, shipmentGroupStream, type DomainEvent } from '@cargo/contracts';
import { streamCommand, streamRead } from '../../platform/write-model/use-case';
import { owedAfter, useCaseSpec, type Sent } from '../../testing/use-case-spec';
import { customer, placed, pricedLine, staff, termsFor, us } from '../order-fixtures';
import type { OrderShipmentGroups } from '../order-shipment-groups';
import { removeOrderStock } from './remove-order-stock.use-case';

const groupDecider = { initialState: null, evolve: () => null, decide: () => [] };
const groups: OrderShipmentGroups = {
  group: (groupId) => streamRead(shipmentGroupStream(groupId), groupDecider),
  departed: () => false,
  departure: (groupId, orderId) =>
    streamCommand('leave-group', streamRead(shipmentGroupStream(groupId), groupDecider), { type: 'LeaveShipmentGroup', groupId, orderId }),
};
const spec = useCaseSpec(removeOrderStock(groups));
const regular = placed(9, termsFor([pricedLine(1, 2), pricedLine(2, 3)]));
const held = placed(9, termsFor([pricedLine(1, 2)], { typeId: 'PlaceHolder' }));
const release = (productId: number, quantity: number, held = false): Sent => [
  productStream(productId),
  { type: 'ReleaseStock', data: { productId, orderId: 9, moves: [{ warehouseId: 'US', quantity, held }] } },
];

describe('remove order stock: delete and unhold (no store)', () => {
  it('records the deletion, then gives back its stock and takes it out of its group', () => {
    const grouped = {
      [orderStream(9)]: [
        ...regular[orderStream(9)],
        { type: 'OrderAddedToShipmentGroup', data: { orderId: 9, shipmentGroupId: 5, previousGroupId: null } },
      ] as DomainEvent[],
    };
    spec
      .given(grouped)
      .when({ orderId: 9, removal: { type: 'DeleteOrder' }, user: customer })
      .then({
        record: {
          orderId: 9,
          decision: { type: 'DeleteOrder' },
          release: [
            [1, us(2)],
            [2, us(3)],
          ],
          shipmentGroupId: 5,
        },
        pivot: [orderStream(9), { type: 'DeleteOrder', data: { orderId: 9 } }],
        after: [release(1, 2), release(2, 3), [shipmentGroupStream(5), { type: 'LeaveShipmentGroup', groupId: 5, orderId: 9 }]],
      });
  });

  it('unholds a PlaceHolder order: its held units go back to the chosen warehouse', () => {
    spec
      .given(held)
      .when({ orderId: 9, removal: { type: 'UnholdOrder', warehouseId: 'VN' }, user: staff })
      .then({
        pivot: [orderStream(9), { type: 'UnholdOrder', data: { orderId: 9, warehouseId: 'VN' } }],
        after: [[productStream(1), { type: 'ReleaseStock', data: { productId: 1, orderId: 9, moves: [{ warehouseId: 'VN', quantity: 2, held: true }] } }]],
      });
  });

  it("answers not found for another customer's order", () => {
    spec
      .given(regular)
      .when({ orderId: 9, removal: { type: 'DeleteOrder' }, user: { ...customer, customerId: 8 } })
      .thenRefused('ordering.orderNotFound');
  });

  it('owes, from its record alone, the give-backs and the group to leave (never the decision again)', () => {
    const record = { orderId: 9, decision: { type: 'DeleteOrder' as const }, release: [[1, us(2)]] as [number, ReturnType<typeof us>][], shipmentGroupId: 5 };
    const useCase = removeOrderStock(groups);
    expect(useCase.owed(record).pivot).toEqual({ name: 'record', stream: orderStream(9) });
    expect(owedAfter(useCase, record, []).map(([stream]) => stream)).toEqual([productStream(1), shipmentGroupStream(5)]);
  });
});
