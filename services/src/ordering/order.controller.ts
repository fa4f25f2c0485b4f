import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { invalid, ORDER_TYPES, orderQuerySchema, type OrderPage, type OrderQuery, type OrderType } from '@cargo/contracts';
import { ExchangeRates } from '../settings/public';
import { Access } from '../platform/http/access';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { QuerySchema } from '../platform/http/openapi';
import { CurrentUser } from '../platform/http/request-context';
import { IdPipe } from '../platform/http/validation';
import { OrderQueries } from './order.queries';
import { AsOfRecord } from '../audit/public';

@ApiTags('order')
@ApiBearerAuth()
@Controller()
export class OrderController {
  constructor(
    private readonly queries: OrderQueries,
    private readonly rates: ExchangeRates,
  ) {}

  @QueryEndpoint({ get: 'order/get', access: 'user' })
  list(@CurrentUser() user: AuthenticatedUser, @QuerySchema(orderQuerySchema) query: OrderQuery): Promise<OrderPage> {
    return this.queries.list(user, query);
  }

  @QueryEndpoint({ get: 'order/get/minimal', access: 'user' })
  async minimal(@CurrentUser() user: AuthenticatedUser, @QuerySchema(orderQuerySchema) query: OrderQuery) {
    const page = await this.queries.list(user, query);
    return {
      ...page,
      items: page.items.map(({ id, typeId, customerId, customerLabel, invoiceId, dateCreated, total }) => ({
        id,
        typeId,
        customerId,
        customerLabel,
        invoiceId,
        dateCreated,
        total,
      })),
    };
  }

  /** The rate a new order converts prices at (the one in force today), so the cart shows what the server will charge. */
  @Get('order/exchange-rate')
  @Access('user')
  async exchangeRate(): Promise<{ vndPerUsd: number }> {
    return { vndPerUsd: (await this.rates.on()).vndPerUsd };
  }

  @QueryEndpoint({ get: 'order/get/by/id/:id', access: 'user' })
  @AsOfRecord('order')
  byId(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.byId(id, user);
  }

  @QueryEndpoint({ get: 'order/get/by/customer/id/:id', access: 'user' })
  byCustomer(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @QuerySchema(orderQuerySchema) query: OrderQuery): Promise<OrderPage> {
    return this.queries.list(user, query, { customerId: id });
  }

  /** Orders of a product: only Regular ones are kept, as the spec's product screens expect. */
  @QueryEndpoint({ get: 'order/get/by/product/id/:id', access: 'admin' })
  byProduct(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @QuerySchema(orderQuerySchema) query: OrderQuery): Promise<OrderPage> {
    return this.queries.list(user, query, { typeId: 'Regular', 'lines.productId': id });
  }

  /** The group page's tabs: the orders travelling with a shipment group. */
  @QueryEndpoint({ get: 'order/get/by/shipment/group/id/:id', access: 'admin' })
  byShipmentGroup(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser,
    @QuerySchema(orderQuerySchema) query: OrderQuery,
  ): Promise<OrderPage> {
    return this.queries.list(user, query, { shipmentGroupId: id });
  }

  @QueryEndpoint({ get: 'Get/Orders/:status', access: 'admin' })
  byStatus(@Param('status') status: string, @CurrentUser() user: AuthenticatedUser, @QuerySchema(orderQuerySchema) query: OrderQuery): Promise<OrderPage> {
    if (!(ORDER_TYPES as readonly string[]).includes(status)) throw invalid('error.invalidInput', [{ path: 'status', code: 'validation.invalidChoice' }]);
    return this.queries.list(user, query, { typeId: status as OrderType });
  }
}
