import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import {
  addVendorSchema,
  updateVendorSchema,
  vendorQuerySchema,
  type CommandReceipt,
  type Page,
  type VendorDashboard,
  type VendorView,
} from '@cargo/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../platform/write-model/command-context';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { QuerySchema } from '../platform/http/openapi';
import { Ctx } from '../platform/http/request-context';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import { AddVendorCommand } from './add-vendor.handler';
import { DeleteVendorCommand } from './delete-vendor.handler';
import { RestoreVendorCommand } from './restore-vendor.handler';
import { UpdateVendorCommand } from './update-vendor.handler';
import { VendorDashboardQueries } from './vendor-dashboard.queries';
import { VendorQueries } from './vendor.queries';
import { AsOfRecord } from '../audit/public';
import { Restorable } from '../platform/http/record-removal.endpoints';

@ApiTags('vendor')
@Controller('vendor')
export class VendorController extends Restorable({
  access: 'admin',
  remove: (id, context) => new DeleteVendorCommand({ vendorId: id }, context),
  restore: (id, context) => new RestoreVendorCommand({ vendorId: id }, context),
}) {
  constructor(
    readonly commands: CommandBus,
    private readonly queries: VendorQueries,
    private readonly dashboards: VendorDashboardQueries,
  ) {
    super();
  }

  @CommandEndpoint({ post: 'add', access: 'admin', body: addVendorSchema })
  add(@Body(new SchemaPipe(addVendorSchema)) body: z.output<typeof addVendorSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new AddVendorCommand({ details: body }, context));
  }

  @CommandEndpoint({ post: 'update', access: 'admin', body: updateVendorSchema })
  update(@Body(new SchemaPipe(updateVendorSchema)) body: z.output<typeof updateVendorSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    const { id, ...details } = body;
    return this.commands.execute(new UpdateVendorCommand({ vendorId: id, details }, context));
  }

  /** Paged and sorted by name on the server; `name` narrows to vendors whose name contains it. */
  @QueryEndpoint({ get: 'get', access: 'admin' })
  list(@QuerySchema(vendorQuerySchema) query: z.output<typeof vendorQuerySchema>): Promise<Page<VendorView>> {
    return this.queries.list(query);
  }

  @QueryEndpoint({ get: 'get/by/id/:id', access: 'admin' })
  @AsOfRecord('vendor')
  byId(@Param('id', IdPipe) id: number): Promise<VendorView> {
    return this.queries.byId(id);
  }

  /** The vendor detail page: balance, stock and expense, the monthly buckets, and the top purchased products. */
  @QueryEndpoint({ get: 'get/dashboard/by/id/:id', access: 'admin' })
  dashboard(@Param('id', IdPipe) id: number): Promise<VendorDashboard> {
    return this.dashboards.dashboard(id);
  }
}
