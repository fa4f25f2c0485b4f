import { customerLabel } from '@cargo/contracts';
import { CUSTOMERS } from '@cargo/projections';
import { readModelNamer } from '../audit/public';
import { Module } from '@nestjs/common';
import { AddCustomerHandler } from './add-customer.handler';
import { DeleteCustomerHandler } from './delete-customer.handler';
import { RestoreCustomerHandler } from './restore-customer.handler';
import { UpdateCustomerHandler } from './update-customer.handler';
import { CustomerController } from './customer.controller';
import { CustomerQueries } from './customer.queries';

@Module({
  controllers: [CustomerController],
  providers: [
    AddCustomerHandler,
    UpdateCustomerHandler,
    DeleteCustomerHandler,
    RestoreCustomerHandler,
    CustomerQueries,
    readModelNamer('customer', CUSTOMERS, customerLabel),
  ],
  exports: [CustomerQueries],
})
export class CustomersModule {}
