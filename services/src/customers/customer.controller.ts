import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { customerDetailsSchema, customerQuerySchema, updateCustomerSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../platform/write-model/command-context';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { Ctx } from '../platform/http/request-context';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import { AddCustomerCommand } from './add-customer.handler';
import { DeleteCustomerCommand } from './delete-customer.handler';
import { RestoreCustomerCommand } from './restore-customer.handler';
import { UpdateCustomerCommand } from './update-customer.handler';
import { CustomerQueries } from './customer.queries';
import { AsOfRecord } from '../audit/public';
import { Restorable } from '../platform/http/record-removal.endpoints';

@ApiTags('customer')
@ApiBearerAuth()
@Controller('customer')
export class CustomerController extends Restorable({
  access: 'admin',
  remove: (id, context) => new DeleteCustomerCommand({ customerId: id }, context),
  restore: (id, context) => new RestoreCustomerCommand({ customerId: id }, context),
}) {
  constructor(
    readonly commands: CommandBus,
    private readonly queries: CustomerQueries,
  ) {
    super();
  }

  @CommandEndpoint({ post: 'add', access: 'admin', body: customerDetailsSchema })
  add(@Body(new SchemaPipe(customerDetailsSchema)) body: z.output<typeof customerDetailsSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new AddCustomerCommand({ details: body }, context));
  }

  @CommandEndpoint({ post: 'update', access: 'admin', body: updateCustomerSchema })
  update(@Body(new SchemaPipe(updateCustomerSchema)) body: z.output<typeof updateCustomerSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    const { id, ...details } = body;
    return this.commands.execute(new UpdateCustomerCommand({ customerId: id, details }, context));
  }

  @QueryEndpoint({ post: 'get', access: 'admin', body: customerQuerySchema })
  list(@Body(new SchemaPipe(customerQuerySchema)) query: z.output<typeof customerQuerySchema>) {
    return this.queries.list(query);
  }

  @QueryEndpoint({ get: 'get/by/id/:id', access: 'admin' })
  @AsOfRecord('customer')
  byId(@Param('id', IdPipe) id: number) {
    return this.queries.byId(id);
  }

  @QueryEndpoint({ get: 'get/children/by/id/:id', access: 'admin' })
  children(@Param('id', IdPipe) id: number) {
    return this.queries.children(id);
  }
}
