import { Inject, Injectable } from '@nestjs/common';
import { notFound, type ExpenseListRow, type expenseQuerySchema, type ExpenseView, type Page, type VendorView } from '@cargo/contracts';
import { EXPENSES, VENDORS, type Filter, type ReadStore } from '@cargo/projections';
import type { z } from 'zod';
import { staffNames } from '../identity/public';
import { READ_STORE } from '../platform/process/tokens';

/** The expense list and record, each row with its vendor's name and its author's; a few indexed reads each. */
@Injectable()
export class ExpenseQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** Every expense, or those of a date range or a vendor; newest first, paged. */
  async list(query: z.output<typeof expenseQuerySchema>): Promise<Page<ExpenseListRow>> {
    const filter: Filter = {};
    if (query.vendorId) filter.vendorId = query.vendorId;
    if (query.from || query.to) filter.transactionDate = { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lte: query.to } : {}) };
    const [expenses, total] = await Promise.all([
      this.store.find<ExpenseView>(EXPENSES, filter, { sort: { transactionDate: -1, id: -1 }, skip: query.page * query.pageSize, limit: query.pageSize }),
      this.store.count(EXPENSES, filter),
    ]);
    return { items: await this.withVendors(expenses), total, page: query.page, pageSize: query.pageSize };
  }

  async byId(id: number): Promise<ExpenseListRow> {
    const expense = await this.store.get<ExpenseView>(EXPENSES, String(id));
    if (!expense) throw notFound('expenses.expenseNotFound');
    return (await this.withVendors([expense]))[0];
  }

  private async withVendors(expenses: ExpenseView[]): Promise<ExpenseListRow[]> {
    const [vendors, authorOf] = await Promise.all([
      this.store.getMany(VENDORS, [...new Set(expenses.map((expense) => String(expense.vendorId)))]),
      staffNames(
        this.store,
        expenses.map((expense) => expense.createdBy),
      ),
    ]);
    return expenses.map((expense) => ({
      ...expense,
      vendorName: (vendors.get(String(expense.vendorId)) as VendorView | undefined)?.name ?? null,
      createdByName: authorOf(expense.createdBy),
    }));
  }
}
