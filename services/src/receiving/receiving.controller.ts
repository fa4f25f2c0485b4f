import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import {
  holdPackageSchema,
  packageQuerySchema,
  packageReasonSchema,
  packageScanSchema,
  preAlertQuerySchema,
  shipRequestQuerySchema,
  storageTermsSchema,
  type CommandReceipt,
  type StorageTerms,
  type Page,
  type PackageScanLookup,
  type PackageCounts,
  type PackageView,
  type PreAlertView,
  type ShipRequestView,
} from '@cargo/contracts';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { QuerySchema } from '../platform/http/openapi';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { Ctx, CurrentUser } from '../platform/http/request-context';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import type { CommandContext } from '../platform/write-model/command-context';
import { DisposePackageCommand } from './dispose-package/dispose-package.handler';
import { PackageStorageCommand } from './package-storage.handler';
import { SetStorageTermsCommand } from './set-storage-terms.handler';
import { ReceivingQueries } from './receiving.queries';

/** Packages and pre-alerts: a customer reads their own (another's is 404), staff every one; staff keep the packages in storage. */
@ApiTags('package')
@Controller('package')
export class ReceivingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ReceivingQueries,
  ) {}

  @QueryEndpoint({ get: 'scan', access: 'admin' })
  scan(@QuerySchema(packageScanSchema) query: z.output<typeof packageScanSchema>): Promise<PackageScanLookup> {
    return this.queries.scan(query.number);
  }

  @QueryEndpoint({ get: 'get', access: 'user' })
  list(@QuerySchema(packageQuerySchema) query: z.output<typeof packageQuerySchema>, @CurrentUser() user: AuthenticatedUser): Promise<Page<PackageView>> {
    return this.queries.packages(query, user);
  }

  /** How many packages are in each state: the caller's own, or the warehouse's for staff (the lists' tabs). */
  @QueryEndpoint({ get: 'get/counts', access: 'user' })
  counts(@CurrentUser() user: AuthenticatedUser): Promise<PackageCounts> {
    return this.queries.counts(user);
  }

  @QueryEndpoint({ get: 'get/by/id/:id', access: 'user' })
  byId(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser): Promise<PackageView> {
    return this.queries.package(id, user);
  }

  @QueryEndpoint({ get: 'prealert/get', access: 'user' })
  preAlerts(
    @QuerySchema(preAlertQuerySchema) query: z.output<typeof preAlertQuerySchema>,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<Page<PreAlertView>> {
    return this.queries.preAlerts(query, user);
  }

  @QueryEndpoint({ get: 'prealert/get/by/id/:id', access: 'user' })
  preAlert(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser): Promise<PreAlertView> {
    return this.queries.preAlert(id, user);
  }

  @QueryEndpoint({ get: 'request/get', access: 'user' })
  shipRequests(
    @QuerySchema(shipRequestQuerySchema) query: z.output<typeof shipRequestQuerySchema>,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<Page<ShipRequestView>> {
    return this.queries.shipRequests(query, user);
  }

  @QueryEndpoint({ get: 'request/get/by/id/:id', access: 'user' })
  shipRequest(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser): Promise<ShipRequestView> {
    return this.queries.shipRequest(id, user);
  }

  /** The packages a shipment was consolidated from, for its page. */
  @QueryEndpoint({ get: 'get/by/shipment/id/:id', access: 'admin' })
  ofShipment(@Param('id', IdPipe) shipmentId: number): Promise<PackageView[]> {
    return this.queries.ofShipment(shipmentId);
  }

  /** The storage terms: every signed-in reader sees them (the fee so far is counted from them). */
  @QueryEndpoint({ get: 'storage/terms', access: 'user' })
  storageTerms(): Promise<StorageTerms> {
    return this.queries.storageTerms();
  }

  @CommandEndpoint({ post: 'storage/terms', access: 'root', body: storageTermsSchema })
  setStorageTerms(
    @Body(new SchemaPipe(storageTermsSchema)) terms: z.output<typeof storageTermsSchema>,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new SetStorageTermsCommand({ terms }, context));
  }

  @CommandEndpoint({ post: 'hold', access: 'admin', body: holdPackageSchema })
  hold(@Body(new SchemaPipe(holdPackageSchema)) { id, reason }: z.output<typeof holdPackageSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new PackageStorageCommand({ type: 'HoldPackage', data: { packageId: id, reason } }, context));
  }

  @CommandEndpoint({ post: 'release/by/id/:id', access: 'admin' })
  release(@Param('id', IdPipe) packageId: number, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new PackageStorageCommand({ type: 'ReleasePackage', data: { packageId } }, context));
  }

  @CommandEndpoint({ post: 'return', access: 'admin', body: packageReasonSchema })
  returned(
    @Body(new SchemaPipe(packageReasonSchema)) { id, reason }: z.output<typeof packageReasonSchema>,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new PackageStorageCommand({ type: 'ReturnPackage', data: { packageId: id, reason } }, context));
  }

  @CommandEndpoint({ post: 'dispose', access: 'admin', body: packageReasonSchema })
  dispose(
    @Body(new SchemaPipe(packageReasonSchema)) { id, reason }: z.output<typeof packageReasonSchema>,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new DisposePackageCommand({ packageId: id, reason }, context));
  }
}
