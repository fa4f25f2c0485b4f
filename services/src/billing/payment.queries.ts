import { Inject, Injectable } from '@nestjs/common';
import { customerLabel, type CustomerCredits, type CustomerView, type Page, type PaymentListRow, type paymentQuerySchema, type PaymentView } from '@cargo/contracts';
import { CUSTOMER_CREDITS, CUSTOMERS, PAYMENTS, type CustomerCreditsDoc, type Filter, type ReadStore } from '@cargo/projections';
import type { z } from 'zod';
import { READ_STORE } from '../platform/process/tokens';

/** The payment list and a customer's credits; a few indexed reads each. */
@Injectable()
export class PaymentQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async list(query: z.output<typeof paymentQuerySchema>): Promise<Page<PaymentListRow>> {
    const filter: Filter = {};
    if (query.customerId) filter.customerId = query.customerId;
    if (query.currencyId) filter.currencyId = query.currencyId;
    const [payments, total] = await Promise.all([this.store.find<PaymentView>(PAYMENTS, filter, { sort: { id: -1 }, skip: query.page * query.pageSize, limit: query.pageSize }), this.store.count(PAYMENTS, filter)]);
    const customers = await this.store.getMany(CUSTOMERS, [...new Set(payments.map((payment) => String(payment.customerId)))]);
    const items = payments.map((payment) => {
      const customer = customers.get(String(payment.customerId)) as CustomerView | undefined;
      return { ...payment, customerLabel: customer ? customerLabel(customer) : null };
    });
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  async credits(customerId: number): Promise<CustomerCredits> {
    const doc = await this.store.get<CustomerCreditsDoc>(CUSTOMER_CREDITS, String(customerId));
    return { dollarCredits: doc?.dollarCredits ?? 0, dongCredits: doc?.dongCredits ?? 0 };
  }
}
