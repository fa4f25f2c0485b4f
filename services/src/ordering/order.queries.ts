import { Inject, Injectable } from '@nestjs/common';
import { canAccess, customerLabel, notFound, type CustomerView, type OrderType, type OrderView } from '@cargo/contracts';
import { CUSTOMERS, ORDERS, type Filter, type ReadStore } from '@cargo/projections';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { READ_STORE } from '../platform/tokens';

/** An order as the order list shows it: with its customer's 'name - phone'. */
export interface OrderListRow extends OrderView {
  customerLabel: string | null;
}

const contains = (text: string) => ({ $regex: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' });

/** Staff see every order; a customer only their own, and anything else is "not found". */
@Injectable()
export class OrderQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async list(user: AuthenticatedUser, filter: Filter = {}, title?: string): Promise<OrderListRow[]> {
    const staff = canAccess('admin', user);
    if (!staff && filter.customerId !== undefined && filter.customerId !== user.customerId) return [];
    const scoped: Filter = { ...filter, ...(staff ? {} : { customerId: user.customerId }) };
    if (title) scoped.productTitles = contains(title);
    return this.withCustomers(await this.store.find<OrderView>(ORDERS, scoped, { sort: { id: -1 } }));
  }

  async byId(id: number, user: AuthenticatedUser): Promise<OrderListRow> {
    const order = await this.store.get<OrderView>(ORDERS, String(id));
    if (!order || !(canAccess('admin', user) || order.customerId === user.customerId)) throw notFound('ordering.orderNotFound');
    return (await this.withCustomers([order]))[0];
  }

  byType(typeId: OrderType, user: AuthenticatedUser): Promise<OrderListRow[]> {
    return this.list(user, { typeId });
  }

  /** Orders of a product: only Regular ones are kept, as the spec's product screens expect. */
  byProduct(productId: number, user: AuthenticatedUser): Promise<OrderListRow[]> {
    return this.list(user, { typeId: 'Regular', 'lines.productId': productId });
  }

  private async withCustomers(orders: OrderView[]): Promise<OrderListRow[]> {
    const customers = await this.store.getMany(CUSTOMERS, [...new Set(orders.map((order) => String(order.customerId)))]);
    return orders.map((order) => {
      const customer = customers.get(String(order.customerId)) as CustomerView | undefined;
      return { ...order, customerLabel: customer ? customerLabel(customer) : null };
    });
  }
}
