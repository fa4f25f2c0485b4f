import { orderStream, shipmentGroupStream, type DomainEvent } from '@cargo/contracts';
import { useCaseSpec } from '../../testing/use-case-spec';
import { known } from '../shipment-fixtures';
import { addOrderToShipmentGroup } from './add-order-to-shipment-group.use-case';

const spec = useCaseSpec(addOrderToShipmentGroup);
const member = { kind: 'order', id: 9 };
const placed: DomainEvent = {
  type: 'OrderPlaced',
  data: {
    orderId: 9,
    customerId: 1,
    typeId: 'Regular',
    lines: [],
    subtotal: 0,
    deliveryFee: 0,
    vatFee: 0,
    currencyId: 'UsDollar',
    deliveryAddressId: null,
    paymentInfo: null,
  },
};
const inGroup = (groupId: number): DomainEvent => ({
  type: 'OrderAddedToShipmentGroup',
  data: { orderId: 9, shipmentGroupId: groupId, previousGroupId: null },
});

describe('add order to shipment group (no store)', () => {
  it('joins the group, records it on the order, then leaves the group it was in', () => {
    spec
      .given({ ...known, [orderStream(9)]: [placed, inGroup(3)] })
      .when({ orderId: 9, shipmentGroupId: 4 })
      .then({
        record: { orderId: 9, shipmentGroupId: 4 },
        before: [[shipmentGroupStream(4), { type: 'JoinShipmentGroup', data: { groupId: 4, member } }]],
        pivot: [orderStream(9), { type: 'AddToShipmentGroup', data: { orderId: 9, shipmentGroupId: 4 } }],
        after: [[shipmentGroupStream(3), { type: 'LeaveShipmentGroup', data: { groupId: 3, member } }]],
      });
  });

  it('an order already in the group joins nothing again; a group that does not exist is refused', () => {
    spec
      .given({ ...known, [orderStream(9)]: [placed, inGroup(3)] })
      .when({ orderId: 9, shipmentGroupId: 3 })
      .then({ pivot: [orderStream(9), { type: 'AddToShipmentGroup', data: { orderId: 9, shipmentGroupId: 3 } }] });
    spec
      .given({ ...known, [orderStream(9)]: [placed] })
      .when({ orderId: 9, shipmentGroupId: 8 })
      .thenRefused('error.invalidInput', [{ path: 'groupId', code: 'shipping.groupNotFound' }]);
  });
});
