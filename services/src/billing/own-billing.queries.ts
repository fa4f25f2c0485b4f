import { Inject, Injectable } from '@nestjs/common';
import {
  notFound,
  type CustomerCredits,
  type InvoiceView,
  type OwnInvoiceView,
  type ownInvoiceQuerySchema,
  type OwnPaymentView,
  type Page,
  type PaymentView,
  type Statement,
  type statementQuerySchema,
} from '@cargo/contracts';
import { INVOICES, PAYMENTS, type Filter, type ReadStore } from '@cargo/projections';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { READ_STORE } from '../platform/process/tokens';
import { PaymentQueries } from './payment.queries';
import { ReceivablesQueries } from './receivables.queries';
import { withInvoiceCodes } from './invoice-codes';

type Paging = { page: number; pageSize: number };

const emptyPage = <T>({ page, pageSize }: Paging): Page<T> => ({ items: [], total: 0, page, pageSize });
const withoutRecorder = <T extends { createdBy: string | null }>({ createdBy: _createdBy, ...rest }: T): Omit<T, 'createdBy'> => rest;

/**
 * A signed-in customer's own invoices, payments, credit and statement. The customer is the caller's
 * own (from their session, never from the request), so no request can reach another customer's; a
 * user without a customer account has none. Each read goes through an index on the customer.
 */
@Injectable()
export class OwnBillingQueries {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly payments: PaymentQueries,
    private readonly receivables: ReceivablesQueries,
  ) {}

  async invoices(user: AuthenticatedUser, query: z.output<typeof ownInvoiceQuerySchema>): Promise<Page<OwnInvoiceView>> {
    if (user.customerId === null) return emptyPage(query);
    const filter: Filter = { customerId: user.customerId };
    if (query.paymentStatus) filter.paymentStatus = query.paymentStatus;
    const [invoices, total] = await Promise.all([
      this.store.find<InvoiceView>(INVOICES, filter, { sort: { invoiceDate: -1, id: -1 }, skip: query.page * query.pageSize, limit: query.pageSize }),
      this.store.count(INVOICES, filter),
    ]);
    return { items: invoices.map(withoutRecorder), total, page: query.page, pageSize: query.pageSize };
  }

  async invoice(user: AuthenticatedUser, id: number): Promise<OwnInvoiceView> {
    const invoice = await this.store.get<InvoiceView>(INVOICES, String(id));
    // Another customer's invoice is answered as one that does not exist.
    if (!invoice || user.customerId === null || invoice.customerId !== user.customerId) throw notFound('billing.invoiceNotFound');
    return withoutRecorder(invoice);
  }

  /** Payments as received, newest first; one staff took back (removed) is not the customer's any more. */
  async paymentList(user: AuthenticatedUser, paging: Paging): Promise<Page<OwnPaymentView>> {
    if (user.customerId === null) return emptyPage(paging);
    const filter: Filter = { customerId: user.customerId, status: { $ne: 'removed' } };
    const [payments, total] = await Promise.all([
      this.store.find<PaymentView>(PAYMENTS, filter, { sort: { paymentDate: -1, id: -1 }, skip: paging.page * paging.pageSize, limit: paging.pageSize }),
      this.store.count(PAYMENTS, filter),
    ]);
    return { items: (await withInvoiceCodes(this.store, payments)).map(withoutRecorder), total, page: paging.page, pageSize: paging.pageSize };
  }

  credits(user: AuthenticatedUser): Promise<CustomerCredits> {
    return user.customerId === null ? Promise.resolve({ dollarCredits: 0, dongCredits: 0 }) : this.payments.credits(user.customerId);
  }

  statement(user: AuthenticatedUser, query: z.output<typeof statementQuerySchema>, today: string): Promise<Statement> {
    if (user.customerId === null) throw notFound('customers.customerNotFound');
    return this.receivables.statement(user.customerId, query.currencyId, query.from, query.to, today);
  }
}
