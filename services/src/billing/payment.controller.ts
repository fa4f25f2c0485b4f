import { Body, Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MAX_PAGE_SIZE, paymentQuerySchema, queryPagingWith, type CustomerCredits, type Page, type PaymentListRow } from '@cargo/contracts';
import type { z } from 'zod';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { QuerySchema } from '../platform/http/openapi';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import { PaymentQueries } from './payment.queries';

const byOwnerPaging = queryPagingWith(MAX_PAGE_SIZE);

/** Payments and credits: staff only. */
@ApiTags('payment')
@Controller('payment')
export class PaymentController {
  constructor(private readonly queries: PaymentQueries) {}

  @QueryEndpoint({ post: 'get', access: 'admin', body: paymentQuerySchema })
  list(@Body(new SchemaPipe(paymentQuerySchema)) query: z.output<typeof paymentQuerySchema>): Promise<Page<PaymentListRow>> {
    return this.queries.list(query);
  }

  /** A customer's payments, newest first; `page` and `pageSize` (500 by default) in the query string. */
  @QueryEndpoint({ get: 'get/by/customer/id/:id', access: 'admin' })
  byCustomer(@Param('id', IdPipe) id: number, @QuerySchema(byOwnerPaging) paging: z.output<typeof byOwnerPaging>): Promise<Page<PaymentListRow>> {
    return this.queries.list({ customerId: id, ...paging });
  }

  @QueryEndpoint({ get: 'get/total/credits/:customerId', access: 'admin' })
  credits(@Param('customerId', IdPipe) customerId: number): Promise<CustomerCredits> {
    return this.queries.credits(customerId);
  }
}
