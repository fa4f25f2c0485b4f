import { Global, Module } from '@nestjs/common';
import { AddDropdownOptionHandler } from './add-dropdown-option.handler';
import { DropdownController } from './dropdown.controller';
import { DropdownQueries } from './dropdown.queries';
import { DropdownSeeder } from './seed-dropdowns';
import { UpdateDropdownOptionHandler } from './update-dropdown-option.handler';
import { ExchangeRateController } from './exchange-rate.controller';
import { ExchangeRateQueries } from './exchange-rate.queries';
import { ExchangeRates } from './exchange-rates';
import { ExchangeRateSeeder } from './seed-exchange-rate';
import { SetExchangeRateHandler } from './set-exchange-rate.handler';

/** Global: the exchange rate in force is asked by ordering (and, later, billing). */
@Global()
@Module({
  controllers: [DropdownController, ExchangeRateController],
  providers: [
    AddDropdownOptionHandler,
    UpdateDropdownOptionHandler,
    DropdownQueries,
    DropdownSeeder,
    ExchangeRates,
    ExchangeRateSeeder,
    SetExchangeRateHandler,
    ExchangeRateQueries,
  ],
  exports: [ExchangeRates],
})
export class SettingsModule {}
