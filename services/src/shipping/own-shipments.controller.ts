import { Controller, Param, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { queryPagingSchema, type OwnShipmentView, type Page } from '@cargo/contracts';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { languageOf } from '../platform/http/language';
import { QuerySchema } from '../platform/http/openapi';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import type { Request } from '../platform/http/request';
import { CurrentUser } from '../platform/http/request-context';
import { IdPipe } from '../platform/http/validation';
import { OwnShipmentQueries } from './own-shipments.queries';

/** The customer's own portal: the shipments they send or receive, with the tracking timeline in their language. Any signed-in user; each sees only their own. */
@ApiTags('shipment')
@Controller('shipment')
export class OwnShipmentsController {
  constructor(private readonly queries: OwnShipmentQueries) {}

  @QueryEndpoint({ get: 'get/mine', access: 'user' })
  list(
    @CurrentUser() user: AuthenticatedUser,
    @QuerySchema(queryPagingSchema) paging: z.output<typeof queryPagingSchema>,
    @Req() request: Request,
  ): Promise<Page<OwnShipmentView>> {
    return this.queries.list(user, paging, languageOf(request));
  }

  @QueryEndpoint({ get: 'get/mine/by/id/:id', access: 'user' })
  byId(@CurrentUser() user: AuthenticatedUser, @Param('id', IdPipe) id: number, @Req() request: Request): Promise<OwnShipmentView> {
    return this.queries.byId(user, id, languageOf(request));
  }
}
