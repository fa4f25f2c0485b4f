import { Inject, Injectable } from '@nestjs/common';
import {
  actsAsStaff,
  customerLabel,
  notFound,
  ORDER_TABS,
  type CustomerView,
  type DeliveryAddressView,
  type OrderDetail,
  type OrderListRow,
  type OrderPage,
  type OrderQuery,
  type OrderTab,
  type OrderView,
} from '@cargo/contracts';
import { CUSTOMERS, DELIVERY_ADDRESSES, ORDERS, type Filter, type ReadStore } from '@cargo/projections';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { READ_STORE } from '../platform/process/tokens';

const contains = (text: string) => ({ $regex: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' });

/** What each tab of the order list holds. */
const TAB_FILTERS: Record<OrderTab, Filter> = {
  regular: { typeId: 'Regular' },
  preorder: { typeId: 'Preorder' },
  onHold: { typeId: { $in: ['PlaceHolder', 'Stale'] } },
  noInvoice: { typeId: { $in: ['Regular', 'PlaceHolder'] }, invoiceId: null },
};

/** Staff see every order; a customer only their own, and anything else is "not found". Lists page on the server. */
@Injectable()
export class OrderQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async list(user: AuthenticatedUser, query: OrderQuery, filter: Filter = {}): Promise<OrderPage> {
    const staff = actsAsStaff(user, 'ordering');
    if (!staff && filter.customerId !== undefined && filter.customerId !== user.customerId)
      return { items: [], total: 0, page: query.page, pageSize: query.pageSize, counts: { regular: 0, preorder: 0, onHold: 0, noInvoice: 0 } };
    const scoped: Filter = { ...filter, ...(staff ? {} : { customerId: user.customerId }) };
    if (query.title) scoped.productTitles = contains(query.title);
    const shown = query.tab ? { $and: [scoped, TAB_FILTERS[query.tab]] } : scoped;
    const direction = query.sortDirection === 'asc' ? 1 : -1;
    const [orders, total, ...counts] = await Promise.all([
      this.store.find<OrderView>(ORDERS, shown, {
        sort: { [query.sortField]: direction, id: direction },
        skip: query.page * query.pageSize,
        limit: query.pageSize,
      }),
      this.store.count(ORDERS, shown),
      ...ORDER_TABS.map((tab) => this.store.count(ORDERS, { $and: [scoped, TAB_FILTERS[tab]] })),
    ]);
    return {
      items: await this.withCustomers(orders, staff),
      total,
      page: query.page,
      pageSize: query.pageSize,
      counts: Object.fromEntries(ORDER_TABS.map((tab, index) => [tab, counts[index]])) as OrderPage['counts'],
    };
  }

  async byId(id: number, user: AuthenticatedUser): Promise<OrderDetail> {
    const order = await this.store.get<OrderView>(ORDERS, String(id));
    const staff = actsAsStaff(user, 'ordering');
    if (!order || !(staff || order.customerId === user.customerId)) throw notFound('ordering.orderNotFound');
    const [[row], address] = await Promise.all([
      this.withCustomers([order], staff),
      order.deliveryAddressId === null ? null : this.store.get<DeliveryAddressView>(DELIVERY_ADDRESSES, String(order.deliveryAddressId)),
    ]);
    const deliveryAddress = address && { name: address.name, phone: address.phone, address1: address.address1, address2: address.address2 };
    return { ...row!, deliveryAddress };
  }

  /** Rows with their customer's label; who created an order is staff's to know. */
  private async withCustomers(orders: OrderView[], staff: boolean): Promise<OrderListRow[]> {
    const customers = await this.store.getMany(CUSTOMERS, [...new Set(orders.map((order) => String(order.customerId)))]);
    return orders.map(({ createdBy, ...order }) => {
      const customer = customers.get(String(order.customerId)) as CustomerView | undefined;
      const row: OrderListRow = { ...order, customerLabel: customer ? customerLabel(customer) : null };
      if (staff) row.createdBy = createdBy;
      return row;
    });
  }
}
