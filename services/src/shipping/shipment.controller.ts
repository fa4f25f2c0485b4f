import { applyDecorators, Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  addShipmentGroupSchema,
  shipmentStatusSchema,
  shipmentGroupQuerySchema,
  shipmentQuerySchema,
  scanLookupSchema,
  trackingNumberSchema,
  updateShipmentGroupSchema,
  type CommandReceipt,
  type Page,
  type ScanLookup,
  type ShipmentGroupView,
  type ShipmentListRow,
  type TrackingEntry,
  type WorkbookReply,
} from '@cargo/contracts';
import type { Request } from '../platform/http/request';
import type { z } from 'zod';
import { Access } from '../platform/http/access';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { hiddenFieldsOf } from '../platform/http/field-access';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { languageOf } from '../platform/http/language';
import { QuerySchema } from '../platform/http/openapi';
import { Ctx } from '../platform/http/request-context';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import type { CommandContext } from '../platform/write-model/command-context';
import { AddShipmentGroupCommand } from './add-shipment-group.handler';
import { DeleteShipmentGroupCommand } from './delete-shipment-group.handler';
import { ShipmentGroupReports } from './shipment-group-reports';
import { ShipmentQueries } from './shipment.queries';
import { UpdateShipmentGroupCommand } from './update-shipment-group/update-shipment-group.handler';
import { AsOfRecord } from '../audit/public';
import { SetShipmentStatusCommand } from './set-shipment-status.handler';

/** A workbook is read, not created: 200, as the POST list queries answer. */
const workbook = (fileName: string) =>
  applyDecorators(HttpCode(200), ApiOkResponse({ description: `{ fileName: "${fileName}", contentType, base64 }: the workbook, base64-encoded` }));

/** Shipments and shipment groups: staff only, except the public status by tracking number. */
@ApiTags('shipment')
@Controller('shipment')
export class ShipmentController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ShipmentQueries,
    private readonly reports: ShipmentGroupReports,
  ) {}

  @QueryEndpoint({ get: 'get', access: 'admin' })
  list(@QuerySchema(shipmentQuerySchema) query: z.output<typeof shipmentQuerySchema>): Promise<Page<ShipmentListRow>> {
    return this.queries.list(query);
  }

  @QueryEndpoint({ get: 'get/by/id/:id', access: 'admin' })
  @AsOfRecord('shipment')
  byId(@Param('id', IdPipe) id: number): Promise<ShipmentListRow> {
    return this.queries.byId(id);
  }

  @QueryEndpoint({ get: 'get/scanned', access: 'admin' })
  @ApiOperation({ description: 'A scanned label (`?id=` or `?number=`): { shipment } or { shipment: null } when none has it, never a 404.' })
  scanned(@QuerySchema(scanLookupSchema) query: z.output<typeof scanLookupSchema>): Promise<ScanLookup> {
    return this.queries.scanned(query);
  }

  @QueryEndpoint({ get: 'get/by/tracking/number/:number', access: 'admin' })
  byTracking(@Param('number', new SchemaPipe(trackingNumberSchema)) number: string): Promise<ShipmentListRow> {
    return this.queries.byTracking(number);
  }

  /** Public and rate limited: the status names (in the caller's language) and dates, nothing else. */
  @Get('get/status/by/tracking/number/:number')
  @Access('public')
  @ApiOkResponse({ description: 'The status timeline, oldest first: [{ statusName, dateCreated }]; [] for an unknown number.' })
  status(@Param('number', new SchemaPipe(trackingNumberSchema)) number: string, @Req() request: Request): Promise<TrackingEntry[]> {
    return this.queries.timeline(number, languageOf(request));
  }

  @CommandEndpoint({ post: 'add/group', access: 'admin', body: addShipmentGroupSchema })
  addGroup(
    @Body(new SchemaPipe(addShipmentGroupSchema)) body: z.output<typeof addShipmentGroupSchema>,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new AddShipmentGroupCommand({ details: body }, context));
  }

  @CommandEndpoint({ post: 'update/group', access: 'admin', body: updateShipmentGroupSchema })
  updateGroup(
    @Body(new SchemaPipe(updateShipmentGroupSchema)) body: z.output<typeof updateShipmentGroupSchema>,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new UpdateShipmentGroupCommand({ input: body }, context));
  }

  /** The label scanner: a scanned shipment's status. */
  @CommandEndpoint({ post: 'update/status/by/id', access: 'admin', body: shipmentStatusSchema })
  @ApiOperation({ description: 'Sets one shipment to this shipmentStatus option (the same status again writes nothing).' })
  updateStatus(
    @Body(new SchemaPipe(shipmentStatusSchema)) body: z.output<typeof shipmentStatusSchema>,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new SetShipmentStatusCommand({ shipmentId: body.id, statusId: body.statusId }, context));
  }

  @QueryEndpoint({ get: 'get/groups', access: 'admin' })
  groups(@QuerySchema(shipmentGroupQuerySchema) query: z.output<typeof shipmentGroupQuerySchema>): Promise<Page<ShipmentGroupView>> {
    return this.queries.groups(query);
  }

  @QueryEndpoint({ get: 'get/group/by/id/:id', access: 'admin' })
  @AsOfRecord('shipmentgroup')
  group(@Param('id', IdPipe) id: number): Promise<ShipmentGroupView> {
    return this.queries.group(id);
  }

  @CommandEndpoint({ get: 'delete/group/by/id/:id', access: 'admin' })
  @ApiOperation({ description: 'Refused (409) while the group holds shipments or orders.' })
  deleteGroup(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new DeleteShipmentGroupCommand({ groupId: id }, context));
  }

  @CommandEndpoint({ delete: 'delete/group/by/id/:id', access: 'admin' })
  deleteGroupByDelete(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.deleteGroup(id, context);
  }

  @Post('generate/report/by/group/id/:id')
  @Access('admin')
  @workbook('Report.xlsx')
  report(@Param('id', IdPipe) id: number, @Req() request: Request): Promise<WorkbookReply<'Report.xlsx'>> {
    return this.reports.shipmentReport(id, languageOf(request), hiddenFieldsOf(request.user as AuthenticatedUser | undefined));
  }

  @Post('generate/order/report/by/group/id/:id')
  @Access('admin')
  @workbook('Order Report.xlsx')
  orderReport(@Param('id', IdPipe) id: number, @Req() request: Request): Promise<WorkbookReply<'Order Report.xlsx'>> {
    return this.reports.orderReport(id, languageOf(request), hiddenFieldsOf(request.user as AuthenticatedUser | undefined));
  }
}
