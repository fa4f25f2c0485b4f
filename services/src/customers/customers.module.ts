import { Module } from '@nestjs/common';
import { customerCommandHandlers } from './customer.commands';
import { CustomerController } from './customer.controller';
import { CustomerQueries } from './customer.queries';

@Module({
  controllers: [CustomerController],
  providers: [...customerCommandHandlers, CustomerQueries],
  exports: [CustomerQueries],
})
export class CustomersModule {}
