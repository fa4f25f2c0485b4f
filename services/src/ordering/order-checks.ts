import { Injectable } from '@nestjs/common';
import {
  canAccess,
  customerStream,
  deliveryAddressStream,
  invalid,
  notFound,
  orderStream,
  productStream,
  type FieldError,
  type OrderLine,
  type PlaceOrder,
  type Warehouse,
} from '@cargo/contracts';
import { isListed } from '../catalog/public';
import { customerDecider } from '../customers/public';
import { reservationDecider, shortfall } from '../inventory/public';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { ExchangeRates } from '../settings/public';
import { deliveryAddressDecider } from './delivery-address.decider';
import { priceLine } from './order-pricing';
import { orderDecider, type PlacedOrder } from './order.decider';
import { type StockPlan } from './stock-plan';
import { lowStock } from './stock-steps';

/**
 * What placing or revising an order checks on other streams before anything is written: the order
 * and who may touch it, the products and their prices, the delivery address, the stock.
 */
@Injectable()
export class OrderChecks {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly rates: ExchangeRates,
  ) {}

  /**
   * The dong per dollar an order's lines convert at: a new order's, the rate in force today; a placed
   * one's, the rate it kept (or the first rate, for an order from before rates were dated), so a rate
   * set later never reprices it.
   */
  async rateFor(order: PlacedOrder | null): Promise<number> {
    if (order === null) return (await this.rates.on()).vndPerUsd;
    return order.terms.vndPerUsd ?? this.rates.first();
  }

  async loadOrder(orderId: number, user: AuthenticatedUser): Promise<PlacedOrder> {
    const { state } = await this.aggregates.load(orderStream(orderId), orderDecider);
    if (state.status !== 'placed' || !this.mayTouch(state, user)) throw notFound('ordering.orderNotFound');
    return state;
  }

  /** Staff may act on any order; a customer only on their own (anything else is "not found"). */
  mayTouch(order: { terms: { customerId: number } }, user: AuthenticatedUser): boolean {
    return canAccess('admin', user) || order.terms.customerId === user.customerId;
  }

  /**
   * Order lines priced by the server (see `priceLine`), with the product's title and picture,
   * refusing products that cannot be sold; a line of `recorded` (the order being revised, in the
   * same currency) keeps its price.
   */
  async linesOf(input: PlaceOrder, user: AuthenticatedUser, vndPerUsd: number, recorded: readonly OrderLine[] = []): Promise<OrderLine[]> {
    const fields: FieldError[] = [];
    const lines: OrderLine[] = [];
    const byStaff = canAccess('admin', user);
    for (const [index, line] of input.orderDetails.entries()) {
      const { state } = await this.aggregates.load(productStream(line.productId), reservationDecider);
      if (!isListed(state) || !state.details.isActive) {
        fields.push({ path: `orderDetails.${index}.productId`, code: 'ordering.productUnavailable' });
        continue;
      }
      const { title, pictureId, currencyId, retailPrice, discount, serviceFee, unitPerCase } = state.details;
      const product = { productId: line.productId, title, pictureId, currencyId, salePrice: retailPrice - discount, serviceFee, unitPerCase };
      const kept = recorded.find((was) => was.productId === line.productId && was.warehouseId === line.warehouseId) ?? null;
      lines.push(priceLine(product, line, input.currencyId, vndPerUsd, byStaff, kept));
    }
    if (fields.length > 0) throw invalid('error.invalidInput', fields);
    return lines;
  }

  /** A delivery address must be one of the order's customer's own addresses. */
  async checkDeliveryAddress(addressId: number | null, customerId: number): Promise<void> {
    if (addressId === null) return;
    const [{ state: address }, { state: customer }] = await Promise.all([
      this.aggregates.load(deliveryAddressStream(addressId), deliveryAddressDecider),
      this.aggregates.load(customerStream(customerId), customerDecider),
    ]);
    const owned = address.status === 'active' && customer.status === 'open' && customer.userId !== null && address.userId === customer.userId;
    if (!owned) throw invalid('error.invalidInput', [{ path: 'deliveryAddressId', code: 'ordering.addressNotFound' }]);
  }

  /** Names every line whose product lacks the units the plan asks for, before anything is written. */
  async checkAvailable(plan: StockPlan, lines: Pick<OrderLine, 'productId' | 'warehouseId'>[]): Promise<void> {
    const short = new Set<string>();
    for (const [productId, moves] of plan) {
      const { state } = await this.aggregates.load(productStream(productId), reservationDecider);
      const missing = shortfall(state, moves);
      for (const warehouse of ['US', 'VN'] as Warehouse[]) if (missing[warehouse] > 0) short.add(`${productId}|${warehouse}`);
    }
    if (short.size > 0) throw lowStock(lines, short);
  }
}
