import { Inject, Injectable } from '@nestjs/common';
import { customerLabel, notFound, type CustomerListRow, type CustomerView, type Page, type customerQuerySchema } from '@cargo/contracts';
import { CUSTOMERS, type Filter, type ReadStore } from '@cargo/projections';
import type { z } from 'zod';
import { READ_STORE } from '../platform/process/tokens';
import { StaffAccounts } from './staff-accounts';

type CustomerQuery = z.output<typeof customerQuerySchema>;

const contains = (text: string) => ({ $regex: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' });

@Injectable()
export class CustomerQueries {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly staffAccounts: StaffAccounts,
  ) {}

  /** A text filter per column (id, name, address 1, address 2, phone, parent), 15 rows a page. */
  async list(query: CustomerQuery): Promise<Page<CustomerListRow>> {
    const filter: Filter = await this.notStaff();
    if (query.id) filter.idText = contains(query.id);
    for (const field of ['name', 'address1', 'address2', 'phone'] as const) if (query[field]) filter[field] = contains(query[field]!);
    if (query.parent) {
      const parents = await this.store.find<CustomerView>(CUSTOMERS, { $or: [{ name: contains(query.parent) }, { phone: contains(query.parent) }] });
      filter.parentCustomerId = { $in: parents.map((parent) => parent.id) };
    }
    const [customers, total] = await Promise.all([
      this.store.find<CustomerView>(CUSTOMERS, filter, { sort: { id: -1 }, skip: query.page * query.pageSize, limit: query.pageSize }),
      this.store.count(CUSTOMERS, filter),
    ]);
    return { items: await this.withParents(customers), total, page: query.page, pageSize: query.pageSize };
  }

  async byId(id: number): Promise<CustomerListRow> {
    const customer = await this.store.get<CustomerView>(CUSTOMERS, String(id));
    if (!customer) throw notFound('customers.customerNotFound');
    return (await this.withParents([customer]))[0];
  }

  async children(id: number): Promise<CustomerView[]> {
    return this.store.find<CustomerView>(CUSTOMERS, { parentCustomerId: id }, { sort: { id: 1 } });
  }

  /**
   * Staff accounts (admin, root) have a customer record from registration, but they are not
   * customers: lists and pickers leave them out. Staff are few, so their ids make a small filter.
   */
  private async notStaff(): Promise<Filter> {
    const staff = await this.staffAccounts.customerIds();
    return staff.length === 0 ? {} : { id: { $nin: staff } };
  }

  private async withParents(customers: CustomerView[]): Promise<CustomerListRow[]> {
    const parentIds = [...new Set(customers.map((customer) => customer.parentCustomerId).filter((id): id is number => id !== null))].map(String);
    const parents = await this.store.getMany(CUSTOMERS, parentIds);
    return customers.map((customer) => {
      const parent = customer.parentCustomerId === null ? undefined : (parents.get(String(customer.parentCustomerId)) as CustomerView | undefined);
      return { ...customer, parentLabel: parent ? customerLabel(parent) : null };
    });
  }
}
