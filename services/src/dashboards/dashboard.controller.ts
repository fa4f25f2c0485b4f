import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { customerDashboardQuerySchema, overviewQuerySchema, type CustomerDashboard, type OverviewDashboard } from '@cargo/contracts';
import type { z } from 'zod';
import { QuerySchema } from '../platform/http/openapi';
import { IdPipe } from '../platform/http/validation';
import { DashboardQueries } from './dashboard.queries';
import { QueryEndpoint } from '../platform/http/query-endpoint';

@ApiTags('dashboard')
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboards: DashboardQueries) {}

  /** The customer page's charts and rankings; `?asOf=` a past day: its months as they stood then. */
  @QueryEndpoint({ get: 'get/customer/by/id/:id', access: 'admin' })
  customer(
    @Param('id', IdPipe) id: number,
    @QuerySchema(customerDashboardQuerySchema) query: z.output<typeof customerDashboardQuerySchema>,
  ): Promise<CustomerDashboard> {
    return this.dashboards.customer(id, query, new Date().toISOString().slice(0, 10));
  }

  /** The owner's overview for a range of months (default: the last twelve), as of a past day or now: root only. */
  @QueryEndpoint({ get: 'get/overview', access: 'root' })
  overview(@QuerySchema(overviewQuerySchema) query: z.output<typeof overviewQuerySchema>): Promise<OverviewDashboard> {
    return this.dashboards.overview(query, new Date().toISOString().slice(0, 10));
  }
}
