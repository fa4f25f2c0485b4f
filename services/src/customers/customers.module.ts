import { Module } from '@nestjs/common';
import { AddCustomerHandler } from './add-customer.handler';
import { DeleteCustomerHandler } from './delete-customer.handler';
import { RestoreCustomerHandler } from './restore-customer.handler';
import { UpdateCustomerHandler } from './update-customer.handler';
import { CustomerController } from './customer.controller';
import { CustomerNames } from './customer-names';
import { CustomerQueries } from './customer.queries';

@Module({
  controllers: [CustomerController],
  providers: [AddCustomerHandler, UpdateCustomerHandler, DeleteCustomerHandler, RestoreCustomerHandler, CustomerQueries, CustomerNames],
  exports: [CustomerQueries],
})
export class CustomersModule {}
