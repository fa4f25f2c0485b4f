import { Body, Controller, Get, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { addVendorSchema, notFound, type VendorView, type CommandReceipt } from '@cargo/contracts';
import { VENDORS, type ReadStore } from '@cargo/projections';
import type { z } from 'zod';
import type { CommandContext } from '../platform/write-model/command-context';
import { Access } from '../platform/http/access';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { ApiReadModel } from '../platform/http/openapi';
import { Ctx } from '../platform/http/request-context';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import { READ_STORE } from '../platform/process/tokens';
import { AddVendorCommand } from './add-vendor.handler';

@ApiTags('vendor')
@Controller('vendor')
export class VendorController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  @CommandEndpoint({ post: 'add', access: 'admin', body: addVendorSchema })
  add(@Body(new SchemaPipe(addVendorSchema)) body: z.output<typeof addVendorSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new AddVendorCommand(body, context));
  }

  @Get('get')
  @Access('admin')
  @ApiReadModel()
  list(): Promise<VendorView[]> {
    return this.store.find<VendorView>(VENDORS, {}, { sort: { name: 1 } });
  }

  @Get('get/by/id/:id')
  @Access('admin')
  @ApiReadModel()
  async byId(@Param('id', IdPipe) id: number): Promise<VendorView> {
    const vendor = await this.store.get<VendorView>(VENDORS, String(id));
    if (!vendor) throw notFound('vendors.vendorNotFound');
    return vendor;
  }
}
