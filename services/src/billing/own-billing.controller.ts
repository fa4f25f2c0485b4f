import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ownInvoiceQuerySchema,
  queryPagingSchema,
  statementQuerySchema,
  type CustomerCredits,
  type OwnInvoiceView,
  type OwnPaymentView,
  type Page,
  type Statement,
  today,
} from '@cargo/contracts';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { QuerySchema } from '../platform/http/openapi';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { CurrentUser } from '../platform/http/request-context';
import { IdPipe } from '../platform/http/validation';

import { OwnBillingQueries } from './own-billing.queries';

/** The customer's own portal: their invoices (printable), payments, credit and statement. Any signed-in user; each sees only their own. */
@ApiTags('invoice')
@Controller()
export class OwnBillingController {
  constructor(private readonly queries: OwnBillingQueries) {}

  @QueryEndpoint({ get: 'invoice/get/mine', access: 'user' })
  invoices(
    @CurrentUser() user: AuthenticatedUser,
    @QuerySchema(ownInvoiceQuerySchema) query: z.output<typeof ownInvoiceQuerySchema>,
  ): Promise<Page<OwnInvoiceView>> {
    return this.queries.invoices(user, query);
  }

  @QueryEndpoint({ get: 'invoice/get/mine/by/id/:id', access: 'user' })
  invoice(@CurrentUser() user: AuthenticatedUser, @Param('id', IdPipe) id: number): Promise<OwnInvoiceView> {
    return this.queries.invoice(user, id);
  }

  /** Their statement in one currency for a period: opening balance, each invoice and payment with the running balance, closing balance and credit. */
  @QueryEndpoint({ get: 'invoice/get/mine/statement', access: 'user' })
  statement(@CurrentUser() user: AuthenticatedUser, @QuerySchema(statementQuerySchema) query: z.output<typeof statementQuerySchema>): Promise<Statement> {
    return this.queries.statement(user, query, today());
  }

  @QueryEndpoint({ get: 'payment/get/mine', access: 'user' })
  payments(@CurrentUser() user: AuthenticatedUser, @QuerySchema(queryPagingSchema) paging: z.output<typeof queryPagingSchema>): Promise<Page<OwnPaymentView>> {
    return this.queries.paymentList(user, paging);
  }

  @QueryEndpoint({ get: 'payment/get/mine/credits', access: 'user' })
  credits(@CurrentUser() user: AuthenticatedUser): Promise<CustomerCredits> {
    return this.queries.credits(user);
  }
}
