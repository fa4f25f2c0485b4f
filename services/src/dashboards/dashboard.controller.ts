import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { overviewQuerySchema, type CustomerDashboard, type OverviewDashboard } from '@cargo/contracts';
import type { z } from 'zod';
import { Access } from '../platform/http/access';
import { ApiQuerySchema, ApiReadModel } from '../platform/http/openapi';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import { DashboardQueries } from './dashboard.queries';

@ApiTags('dashboard')
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboards: DashboardQueries) {}

  /** The customer page's charts and rankings, and the customer's credit in each currency. */
  @Get('get/customer/by/id/:id')
  @Access('admin')
  @ApiReadModel()
  customer(@Param('id', IdPipe) id: number): Promise<CustomerDashboard> {
    return this.dashboards.customer(id);
  }

  /** The owner's overview for a range of months (default: the last twelve): root only. */
  @Get('get/overview')
  @Access('root')
  @ApiQuerySchema(overviewQuerySchema)
  @ApiReadModel()
  overview(@Query(new SchemaPipe(overviewQuerySchema)) query: z.output<typeof overviewQuerySchema>): Promise<OverviewDashboard> {
    return this.dashboards.overview(query, new Date().toISOString().slice(0, 10));
  }
}
