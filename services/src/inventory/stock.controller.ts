import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import {
  stockGroupPaymentStatusSchema,
  stockGroupQuerySchema,
  stockQuerySchema,
  type CommandReceipt,
  type Page,
  type StockGroupListRow,
  type StockListRow,
  type StockReceipt,
} from '@cargo/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../platform/write-model/command-context';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { QuerySchema } from '../platform/http/openapi';
import { Ctx } from '../platform/http/request-context';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import { RemoveStockCommand } from './remove-stock.handler';
import { RestoreStockCommand } from './restore-stock.handler';
import { SetStockGroupPaymentStatusCommand } from './set-stock-group-payment-status.handler';
import { StockQueries, type StockQuery } from './stock.queries';
import { Restorable } from '../platform/http/record-removal.endpoints';

@ApiTags('stock')
@Controller('stock')
export class StockController extends Restorable<StockReceipt>({
  access: 'admin',
  remove: (id, context) => new RemoveStockCommand({ stockId: id }, context),
  restore: (id, context) => new RestoreStockCommand({ stockId: id }, context),
}) {
  constructor(
    readonly commands: CommandBus,
    private readonly queries: StockQueries,
  ) {
    super();
  }

  @QueryEndpoint({ get: 'get', access: 'admin' })
  list(@QuerySchema(stockQuerySchema) query: StockQuery): Promise<Page<StockListRow>> {
    return this.queries.page(query);
  }

  @QueryEndpoint({ get: 'get/by/id/:id', access: 'admin' })
  byId(@Param('id', IdPipe) id: number): Promise<StockListRow> {
    return this.queries.byId(id);
  }

  @QueryEndpoint({ get: 'get/by/product/id/:id', access: 'admin' })
  byProduct(@Param('id', IdPipe) id: number, @QuerySchema(stockQuerySchema) query: StockQuery): Promise<Page<StockListRow>> {
    return this.queries.page({ ...query, productId: id });
  }

  /** The stock purchases (the stock form's groups), newest first. */
  @QueryEndpoint({ get: 'get/group', access: 'admin' })
  groups(@QuerySchema(stockGroupQuerySchema) query: z.output<typeof stockGroupQuerySchema>): Promise<Page<StockGroupListRow>> {
    return this.queries.groups(query);
  }

  @QueryEndpoint({ get: 'get/group/by/id/:id', access: 'admin' })
  group(@Param('id', IdPipe) id: number): Promise<StockGroupListRow> {
    return this.queries.group(id);
  }

  @CommandEndpoint({ post: 'update/group/payment/status', access: 'admin', body: stockGroupPaymentStatusSchema })
  setGroupPaymentStatus(
    @Body(new SchemaPipe(stockGroupPaymentStatusSchema)) body: z.output<typeof stockGroupPaymentStatusSchema>,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new SetStockGroupPaymentStatusCommand({ stockGroupId: body.id, paymentStatus: body.paymentStatus }, context));
  }

  /** The vendor page's Stocks tab. */
  @QueryEndpoint({ get: 'get/by/vendor/id/:id', access: 'admin' })
  byVendor(@Param('id', IdPipe) id: number, @QuerySchema(stockQuerySchema) query: StockQuery): Promise<Page<StockListRow>> {
    return this.queries.page({ ...query, vendorId: id });
  }
}
