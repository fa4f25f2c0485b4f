import { Inject, Injectable } from '@nestjs/common';
import {
  customerLabel,
  type CustomerCredits,
  type CustomerView,
  type Page,
  type PaymentListRow,
  type paymentQuerySchema,
  type PaymentView,
} from '@cargo/contracts';
import { CUSTOMER_CREDITS, CUSTOMERS, PAYMENTS, type CustomerCreditsDoc, type Filter, type ReadStore } from '@cargo/projections';
import type { z } from 'zod';
import { READ_STORE } from '../platform/process/tokens';
import { staffNames } from '../identity/public';
import { withInvoiceCodes } from './invoice-codes';

/** The payment list and a customer's credits; a few indexed reads each. */
@Injectable()
export class PaymentQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async list(query: z.output<typeof paymentQuerySchema>): Promise<Page<PaymentListRow>> {
    const filter: Filter = {};
    if (query.customerId) filter.customerId = query.customerId;
    if (query.currencyId) filter.currencyId = query.currencyId;
    if (query.from || query.to) filter.paymentDate = { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lte: query.to } : {}) };
    // A date range reads through the (paymentDate, id) index, newest first; otherwise by id.
    const sort: Record<string, 1 | -1> = filter.paymentDate ? { paymentDate: -1, id: -1 } : { id: -1 };
    const [payments, total] = await Promise.all([
      this.store.find<PaymentView>(PAYMENTS, filter, { sort, skip: query.page * query.pageSize, limit: query.pageSize }),
      this.store.count(PAYMENTS, filter),
    ]);
    const [customers, collectorOf, coded] = await Promise.all([
      this.store.getMany(CUSTOMERS, [...new Set(payments.map((payment) => String(payment.customerId)))]),
      staffNames(
        this.store,
        payments.map((payment) => payment.createdBy),
      ),
      withInvoiceCodes(this.store, payments),
    ]);
    const items = coded.map((payment) => {
      const customer = customers.get(String(payment.customerId)) as CustomerView | undefined;
      return { ...payment, customerLabel: customer ? customerLabel(customer) : null, collectorName: collectorOf(payment.createdBy) };
    });
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  async credits(customerId: number): Promise<CustomerCredits> {
    const doc = await this.store.get<CustomerCreditsDoc>(CUSTOMER_CREDITS, String(customerId));
    return { dollarCredits: doc?.dollarCredits ?? 0, dongCredits: doc?.dongCredits ?? 0 };
  }
}
