import { Inject, Injectable } from '@nestjs/common';
import {
  conflict,
  customerLabel,
  notFound,
  translate,
  type AddInvoiceInput,
  type CustomerView,
  type InvoiceListRow,
  type invoiceQuerySchema,
  type InvoiceView,
  type Language,
  type OrderView,
  type Page,
  type PaymentView,
} from '@cargo/contracts';
import { CUSTOMERS, INVOICES, ORDERS, PAYMENTS, type Filter, type ReadStore } from '@cargo/projections';
import type { z } from 'zod';
import { READ_STORE } from '../platform/process/tokens';
import { staffNames } from '../identity/public';

/** The invoice list and page, and the New Invoice form prefilled from an order; each a few indexed reads. */
@Injectable()
export class InvoiceQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async list(query: z.output<typeof invoiceQuerySchema>): Promise<Page<InvoiceListRow>> {
    const filter: Filter = {};
    if (query.customerId) filter.customerId = query.customerId;
    if (query.paymentStatus) filter.paymentStatus = query.paymentStatus;
    if (query.from || query.to) filter.invoiceDate = { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lte: query.to } : {}) };
    const direction = query.order === 'asc' ? 1 : -1;
    const [invoices, total] = await Promise.all([
      this.store.find<InvoiceView>(INVOICES, filter, {
        sort: { [query.sort]: direction, id: direction },
        skip: query.page * query.pageSize,
        limit: query.pageSize,
      }),
      this.store.count(INVOICES, filter),
    ]);
    return { items: await this.withCustomers(invoices), total, page: query.page, pageSize: query.pageSize };
  }

  async byId(id: number): Promise<InvoiceListRow> {
    const invoice = await this.store.get<InvoiceView>(INVOICES, String(id));
    if (!invoice) throw notFound('billing.invoiceNotFound');
    const [row] = await this.withCustomers([invoice]);
    return { ...row, payments: await this.withCollectors(invoice.payments) };
  }

  /** Each payment on the invoice page names its collector: who recorded the payment. */
  private async withCollectors(applied: InvoiceView['payments']): Promise<InvoiceView['payments']> {
    if (applied.length === 0) return applied;
    const payments = await this.store.getMany(
      PAYMENTS,
      applied.map((payment) => String(payment.paymentId)),
    );
    const createdBy = (paymentId: number) => (payments.get(String(paymentId)) as PaymentView | undefined)?.createdBy ?? null;
    const nameOf = await staffNames(
      this.store,
      applied.map((payment) => createdBy(payment.paymentId)),
    );
    return applied.map((payment) => ({ ...payment, collectorName: nameOf(createdBy(payment.paymentId)) }));
  }

  /**
   * Generate Invoice on the order list: the New Invoice form filled from a Regular order without an
   * invoice (a line per product, with its case quantity; service fees, delivery and VAT as lines).
   */
  async draftFromOrder(orderId: number, language: Language): Promise<AddInvoiceInput> {
    const order = await this.store.get<OrderView>(ORDERS, String(orderId));
    if (!order) throw notFound('ordering.orderNotFound');
    if (order.invoiceId !== null) throw conflict('billing.alreadyInvoiced');
    if (order.typeId !== 'Regular') throw conflict('billing.onlyRegularOrders');
    const line = (name: string, quantity: number, unitPrice: number, caseQuantity: number | null = null) => ({
      id: null,
      name,
      quantity,
      unitPrice,
      caseQuantity,
      isActive: true,
    });
    const fee = (key: 'billing.line.deliveryFee' | 'billing.line.vatFee', amount: number) => (amount > 0 ? [line(translate(key, language), 1, amount)] : []);
    return {
      typeId: 'Order',
      customerId: order.customerId,
      associatedId: orderId,
      mtlTracking: '',
      currencyId: order.currencyId,
      invoiceDate: null,
      description: '',
      invoiceDetails: [
        ...order.lines.flatMap((orderLine) => [
          line(orderLine.productTitle, orderLine.quantity, orderLine.unitPrice, orderLine.caseQuantity),
          ...(orderLine.serviceFee > 0
            ? [line(translate('billing.line.serviceFee', language).replace('{{title}}', orderLine.productTitle), 1, orderLine.serviceFee)]
            : []),
        ]),
        ...fee('billing.line.deliveryFee', order.deliveryFee),
        ...fee('billing.line.vatFee', order.vatFee),
      ],
    };
  }

  private async withCustomers(invoices: InvoiceView[]): Promise<InvoiceListRow[]> {
    const customers = await this.store.getMany(CUSTOMERS, [...new Set(invoices.map((invoice) => String(invoice.customerId)))]);
    return invoices.map((invoice) => {
      const customer = customers.get(String(invoice.customerId)) as CustomerView | undefined;
      return { ...invoice, customerLabel: customer ? customerLabel(customer) : null };
    });
  }
}
