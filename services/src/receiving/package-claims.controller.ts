import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { packageClaimQuerySchema, refuseClaimSchema, type CommandReceipt, type Page, type PackageClaimReview, type PackageClaimView } from '@cargo/contracts';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { QuerySchema } from '../platform/http/openapi';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { Ctx, CurrentUser } from '../platform/http/request-context';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import type { CommandContext } from '../platform/write-model/command-context';
import { PackageClaimQueries } from './package-claims.queries';
import { RefuseClaimCommand } from './refuse-claim.handler';

/** Claims of unknown packages: a customer reads their own (another's is 404), staff every one and refuse one with why. */
@ApiTags('package')
@Controller('package/claim')
export class PackageClaimsController {
  constructor(
    private readonly queries: PackageClaimQueries,
    private readonly commands: CommandBus,
  ) {}

  @QueryEndpoint({ get: 'get', access: 'user' })
  list(
    @QuerySchema(packageClaimQuerySchema) query: z.output<typeof packageClaimQuerySchema>,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<Page<PackageClaimView>> {
    return this.queries.claims(query, user);
  }

  /** Staff see the unknown packages whose numbers end in the claim's digits, to approve one of; a customer their claim alone. */
  @QueryEndpoint({ get: 'get/by/id/:id', access: 'user' })
  byId(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser): Promise<PackageClaimReview> {
    return this.queries.claim(id, user);
  }

  @CommandEndpoint({ post: 'refuse', access: 'admin', body: refuseClaimSchema })
  refuse(@Body(new SchemaPipe(refuseClaimSchema)) { id, reason }: z.output<typeof refuseClaimSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new RefuseClaimCommand({ type: 'RefuseClaim', data: { claimId: id, reason } }, context));
  }
}
