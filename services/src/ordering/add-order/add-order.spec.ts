import { orderStream, productStream } from '@cargo/contracts';
import { useCaseSpec, type Sent } from '../../testing/use-case-spec';
import { asked, customer, given, pricedLine, staff, termsFor, us } from '../order-fixtures';
import { addOrder } from './add-order.use-case';

const spec = useCaseSpec(addOrder);
const inStock = { ...given.rates, ...given.customer, ...given.product(1, 5), ...given.product(2, 5) };
const reserve = (productId: number, quantity: number): Sent => [
  productStream(productId),
  { type: 'ReserveStock', data: { productId, orderId: 41, moves: us(quantity) } },
];

describe('place order (no store: given streams, when asked, then the commands per stream)', () => {
  it('reserves each product in product order, then records the order priced by the server at the rate of the day', () => {
    spec
      .given(inStock)
      .when(
        {
          input: asked([
            [2, 3],
            [1, 2],
          ]),
          user: staff,
          today: '2026-11-28',
        },
        41,
      )
      .then({
        record: {
          orderId: 41,
          plan: [
            [1, us(2)],
            [2, us(3)],
          ],
        },
        before: [reserve(1, 2), reserve(2, 3)],
        pivot: [orderStream(41), { type: 'PlaceOrder', data: { orderId: 41, ...termsFor([pricedLine(2, 3), pricedLine(1, 2)]) } }],
      });
  });

  it('takes back each reservation if a later step is refused: every step before the pivot carries its undo', () => {
    const decision = spec
      .given(inStock)
      .when({ input: asked([[1, 2]]), user: customer, today: '2026-11-28' }, 41)
      .then({ before: [reserve(1, 2)], pivot: [orderStream(41), { type: 'PlaceOrder', data: { orderId: 41, ...termsFor([pricedLine(1, 2)]) } }] });
    expect(decision.before[0].undo).toEqual({ type: 'ReleaseStock', data: { productId: 1, orderId: 41, moves: us(2) } });
  });

  it("ignores a customer's prices, fees and payment note: the server prices the order", () => {
    spec
      .given(inStock)
      .when(
        {
          input: {
            ...asked([[1, 2]]),
            customerId: 99,
            deliveryFee: 500,
            paymentInfo: { amount: 1, referenceNumber: 'X' },
            orderDetails: [{ productId: 1, warehouseId: 'US', quantity: 2, unitPrice: 1, serviceFee: 1, caseQuantity: 9 }],
          },
          user: customer,
          today: '2026-11-28',
        },
        41,
      )
      .then({ before: [reserve(1, 2)], pivot: [orderStream(41), { type: 'PlaceOrder', data: { orderId: 41, ...termsFor([pricedLine(1, 2)]) } }] });
  });

  it('records nothing for stock a Preorder does not hold', () => {
    spec
      .given(inStock)
      .when({ input: asked([[1, 2]], { typeId: 'Preorder' }), user: staff, today: '2026-11-28' }, 41)
      .then({ pivot: [orderStream(41), { type: 'PlaceOrder', data: { orderId: 41, ...termsFor([pricedLine(1, 2)], { typeId: 'Preorder' }) } }] });
  });

  it('names every line whose product is short, before anything is written', () => {
    spec
      .given({ ...inStock, ...given.product(2, 1), ...given.product(3, 0) })
      .when(
        {
          input: asked([
            [1, 2],
            [2, 3],
            [3, 1],
          ]),
          user: staff,
          today: '2026-11-28',
        },
        41,
      )
      .thenRefused('ordering.lowStock', [
        { path: 'orderDetails.1', code: 'ordering.lowStock' },
        { path: 'orderDetails.2', code: 'ordering.lowStock' },
      ]);
  });

  it('refuses products that are not for sale, line by line', () => {
    spec
      .given({ ...inStock, ...given.product(2, 5, false) })
      .when(
        {
          input: asked([
            [1, 1],
            [2, 1],
            [9, 1],
          ]),
          user: staff,
          today: '2026-11-28',
        },
        41,
      )
      .thenRefused('error.invalidInput', [
        { path: 'orderDetails.1.productId', code: 'ordering.productUnavailable' },
        { path: 'orderDetails.2.productId', code: 'ordering.productUnavailable' },
      ]);
  });

  it('refuses PlaceHolder from a customer, a customer staff did not choose, and an address of someone else', () => {
    spec
      .given(inStock)
      .when({ input: asked([[1, 1]], { typeId: 'PlaceHolder' }), user: customer, today: '2026-11-28' })
      .thenRefused('ordering.placeHolderStaffOnly');
    spec
      .given(inStock)
      .when({ input: asked([[1, 1]], { customerId: null }), user: staff, today: '2026-11-28' })
      .thenRefused('error.invalidInput', [{ path: 'customerId', code: 'validation.required' }]);
    spec
      .given(inStock)
      .when({ input: asked([[1, 1]], { customerId: 8 }), user: staff, today: '2026-11-28' })
      .thenRefused('error.invalidInput', [{ path: 'customerId', code: 'customers.customerNotFound' }]);
    spec
      .given({ ...inStock, ...given.address(4) })
      .when({ input: asked([[1, 1]], { deliveryAddressId: 12 }), user: customer, today: '2026-11-28' })
      .thenRefused('error.invalidInput', [{ path: 'deliveryAddressId', code: 'ordering.addressNotFound' }]);
  });

  it("delivers to the customer's own address", () => {
    spec
      .given({ ...inStock, ...given.address(3) })
      .when({ input: asked([[1, 1]], { deliveryAddressId: 12 }), user: customer, today: '2026-11-28' }, 41)
      .then({
        before: [reserve(1, 1)],
        pivot: [orderStream(41), { type: 'PlaceOrder', data: { orderId: 41, ...termsFor([pricedLine(1, 1)], { deliveryAddressId: 12 }) } }],
      });
  });

  it('owes, from its record alone, the reservations to give back when cut before the order is recorded', () => {
    const owed = addOrder.owed({ orderId: 41, plan: [[1, us(2)]] });
    expect(owed.pivot).toEqual({ name: 'record', stream: orderStream(41) });
    expect(owed.before.map((step) => [step.stream, step.undo])).toEqual([
      [productStream(1), { type: 'ReleaseStock', data: { productId: 1, orderId: 41, moves: us(2) } }],
    ]);
    expect(owed.after).toEqual([]);
  });
});
