import { Module } from '@nestjs/common';
import { AddDropdownOptionHandler } from './add-dropdown-option.handler';
import { DropdownController } from './dropdown.controller';
import { DropdownQueries } from './dropdown.queries';
import { DropdownSeeder } from './seed-dropdowns';
import { UpdateDropdownOptionHandler } from './update-dropdown-option.handler';

@Module({
  controllers: [DropdownController],
  providers: [AddDropdownOptionHandler, UpdateDropdownOptionHandler, DropdownQueries, DropdownSeeder],
})
export class SettingsModule {}
