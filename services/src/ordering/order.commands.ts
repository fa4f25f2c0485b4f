import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  canAccess,
  conflict,
  customerStream,
  deliveryAddressStream,
  DomainError,
  forbidden,
  invalid,
  notFound,
  orderStream,
  orderSubtotal,
  productStream,
  type FieldError,
  type OrderLine,
  type OrderTerms,
  type PlaceOrder,
  type Warehouse,
  type CommandReceipt,
} from '@cargo/contracts';
import { isListed } from '../catalog/product.state';
import { customerDecider } from '../customers/customer.decider';
import { reservationDecider, shortfall } from '../inventory/reservation.decider';
import { AggregateRepository } from '../platform/aggregate-repository';
import type { CommandContext } from '../platform/command-context';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import type { AppConfig } from '../platform/config';
import { IdAllocator } from '../platform/id-allocator';
import { APP_CONFIG } from '../platform/tokens';
import { deliveryAddressDecider } from './delivery-address.decider';
import { checkTotals, priceLine } from './order-pricing';
import { orderDecider, type OrderState, type PlacedOrder } from './order.decider';
import { planDifference, stockPlanFor, unholdPlan, type StockPlan } from './stock-plan';

const lowStock = (fields: FieldError[]) => new DomainError('conflict', 'ordering.lowStock', fields);

/**
 * The cross-stream work of orders: stock is reserved on each product stream before the order is
 * recorded (never oversell), and given back if a later product refuses. A crash between the two
 * can leave stock reserved for an order that was never recorded, never the other way round.
 */
@Injectable()
export class OrderSaga {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
   * refusing products that cannot be sold.
   */
  async linesOf(input: PlaceOrder, user: AuthenticatedUser): Promise<OrderLine[]> {
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
      lines.push(priceLine(product, line, input.currencyId, this.config.exchangeRateVndPerUsd, byStaff));
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
    if (short.size > 0) throw lowStock(this.fieldsFor(lines, short));
  }

  async reserve(orderId: number, plan: StockPlan, lines: Pick<OrderLine, 'productId' | 'warehouseId'>[], context: CommandContext): Promise<void> {
    const done: StockPlan = new Map();
    for (const [productId, moves] of [...plan].sort(([a], [b]) => a - b)) {
      try {
        await this.aggregates.execute(productStream(productId), reservationDecider, { type: 'ReserveStock', data: { productId, orderId, moves } }, context);
        done.set(productId, moves);
      } catch (error) {
        await this.release(orderId, done, context);
        if (error instanceof DomainError && error.code === 'ordering.lowStock') {
          throw lowStock(this.fieldsFor(lines, new Set(moves.map((move) => `${productId}|${move.warehouseId}`))));
        }
        throw error;
      }
    }
  }

  async release(orderId: number, plan: StockPlan, context: CommandContext): Promise<bigint> {
    let position = 0n;
    for (const [productId, moves] of plan) {
      const result = await this.aggregates.execute(productStream(productId), reservationDecider, { type: 'ReleaseStock', data: { productId, orderId, moves } }, context);
      position = result.position;
    }
    return position;
  }

  private fieldsFor(lines: Pick<OrderLine, 'productId' | 'warehouseId'>[], short: Set<string>): FieldError[] {
    return lines.flatMap((line, index) => (short.has(`${line.productId}|${line.warehouseId}`) ? [{ path: `orderDetails.${index}`, code: 'ordering.lowStock' as const }] : []));
  }
}

/** Staff choose the customer (it must exist); a customer always orders for their own account. */
async function customerFor(input: PlaceOrder, user: AuthenticatedUser, aggregates: AggregateRepository): Promise<number> {
  if (!canAccess('admin', user)) return user.customerId;
  if (input.customerId === null) throw invalid('error.invalidInput', [{ path: 'customerId', code: 'validation.required' }]);
  const { state } = await aggregates.load(customerStream(input.customerId), customerDecider);
  if (state.status !== 'open') throw invalid('error.invalidInput', [{ path: 'customerId', code: 'customers.customerNotFound' }]);
  return input.customerId;
}

/** On hold (PlaceHolder) is for staff: a customer asking for it is refused. */
function checkType(input: PlaceOrder, user: AuthenticatedUser): void {
  if (input.typeId === 'PlaceHolder' && !canAccess('admin', user)) throw forbidden('ordering.placeHolderStaffOnly');
}

/** The order's terms. Fees and payment info are staff's to set; a customer's are ignored. */
function termsOf(input: PlaceOrder, user: AuthenticatedUser, customerId: number, lines: OrderLine[]): OrderTerms {
  const byStaff = canAccess('admin', user);
  const deliveryFee = byStaff ? input.deliveryFee : 0;
  const vatFee = byStaff ? input.vatFee : 0;
  checkTotals(lines, deliveryFee + vatFee);
  return {
    customerId,
    typeId: input.typeId,
    lines,
    subtotal: orderSubtotal(lines),
    deliveryFee,
    vatFee,
    currencyId: input.currencyId,
    deliveryAddressId: input.deliveryAddressId,
    paymentInfo: byStaff ? input.paymentInfo : null,
  };
}

export class PlaceOrderCommand {
  constructor(
    readonly input: PlaceOrder,
    readonly user: AuthenticatedUser,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrderCommand, CommandReceipt> {
  constructor(
    private readonly saga: OrderSaga,
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ input, user, context }: PlaceOrderCommand): Promise<CommandReceipt> {
    checkType(input, user);
    const customerId = await customerFor(input, user, this.aggregates);
    await this.saga.checkDeliveryAddress(input.deliveryAddressId, customerId);
    const lines = await this.saga.linesOf(input, user);
    const terms = termsOf(input, user, customerId, lines);
    const plan = stockPlanFor(input.typeId, lines);
    await this.saga.checkAvailable(plan, lines);
    const orderId = await this.ids.next('order', context);
    await this.saga.reserve(orderId, plan, lines, context);
    const { position } = await this.aggregates.execute(orderStream(orderId), orderDecider, { type: 'PlaceOrder', data: { orderId, ...terms } }, context);
    return { id: orderId, position: position.toString() };
  }
}

export class ReviseOrderCommand {
  constructor(
    readonly orderId: number,
    readonly input: PlaceOrder,
    readonly user: AuthenticatedUser,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(ReviseOrderCommand)
export class ReviseOrderHandler implements ICommandHandler<ReviseOrderCommand, CommandReceipt> {
  constructor(
    private readonly saga: OrderSaga,
    private readonly aggregates: AggregateRepository,
  ) {}

  /** The order rebuilt from the new lines: only the difference in stock is reserved or released. */
  async execute({ orderId, input, user, context }: ReviseOrderCommand): Promise<CommandReceipt> {
    const order = await this.saga.loadOrder(orderId, user);
    if (order.typeId === 'Stale') throw conflict('ordering.staleCannotChange');
    checkType(input, user);
    const customerId = canAccess('admin', user) && input.customerId !== null ? await customerFor(input, user, this.aggregates) : order.terms.customerId;
    await this.saga.checkDeliveryAddress(input.deliveryAddressId, customerId);
    const lines = await this.saga.linesOf(input, user);
    const terms = termsOf(input, user, customerId, lines);
    const { reserve, release } = planDifference(stockPlanFor(order.typeId, order.terms.lines), stockPlanFor(input.typeId, lines));
    await this.saga.checkAvailable(reserve, lines);
    await this.saga.reserve(orderId, reserve, lines, context);
    await this.saga.release(orderId, release, context);
    const { position } = await this.aggregates.execute(orderStream(orderId), orderDecider, { type: 'ReviseOrder', data: { orderId, ...terms } }, context);
    return { id: orderId, position: position.toString() };
  }
}

export class DeleteOrderCommand {
  constructor(
    readonly orderId: number,
    readonly user: AuthenticatedUser,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(DeleteOrderCommand)
export class DeleteOrderHandler implements ICommandHandler<DeleteOrderCommand, CommandReceipt> {
  constructor(
    private readonly saga: OrderSaga,
    private readonly aggregates: AggregateRepository,
  ) {}

  /** The decision is recorded first, then the order's stock goes back. */
  async execute({ orderId, user, context }: DeleteOrderCommand): Promise<CommandReceipt> {
    const order = await this.saga.loadOrder(orderId, user);
    const deleted = await this.aggregates.execute(orderStream(orderId), orderDecider, { type: 'DeleteOrder', data: { orderId } }, context);
    const released = await this.saga.release(orderId, stockPlanFor(order.typeId, order.terms.lines), context);
    return { id: orderId, position: (released > deleted.position ? released : deleted.position).toString() };
  }
}

export class UnholdOrderCommand {
  constructor(
    readonly orderId: number,
    readonly warehouseId: Warehouse,
    readonly user: AuthenticatedUser,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(UnholdOrderCommand)
export class UnholdOrderHandler implements ICommandHandler<UnholdOrderCommand, CommandReceipt> {
  constructor(
    private readonly saga: OrderSaga,
    private readonly aggregates: AggregateRepository,
  ) {}

  /** OrderUnheld: the held units go back to the chosen warehouse and the order becomes Stale. */
  async execute({ orderId, warehouseId, user, context }: UnholdOrderCommand): Promise<CommandReceipt> {
    const order: OrderState = await this.saga.loadOrder(orderId, user);
    const unheld = await this.aggregates.execute(orderStream(orderId), orderDecider, { type: 'UnholdOrder', data: { orderId, warehouseId } }, context);
    const held = order.status === 'placed' ? stockPlanFor(order.typeId, order.terms.lines) : new Map();
    const released = await this.saga.release(orderId, unholdPlan(held, warehouseId), context);
    return { id: orderId, position: (released > unheld.position ? released : unheld.position).toString() };
  }
}

export const orderCommandHandlers = [OrderSaga, PlaceOrderHandler, ReviseOrderHandler, DeleteOrderHandler, UnholdOrderHandler];
