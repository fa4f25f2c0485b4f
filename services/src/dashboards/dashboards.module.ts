import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller';
import { DashboardQueries } from './dashboard.queries';

@Module({
  controllers: [DashboardController],
  providers: [DashboardQueries],
})
export class DashboardsModule {}
