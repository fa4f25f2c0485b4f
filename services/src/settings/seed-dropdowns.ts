import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DROPDOWN_REFS, dropdownStream } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { systemContext } from '../platform/write-model/command-context';
import { dropdownDecider } from './dropdown.decider';

/**
 * Gives every dropdown its seed options the first time the API starts on a store (each stream is
 * opened with expected revision "no stream", so two starting processes seed it once). A dropdown
 * added to the catalog later is seeded on the next start.
 */
@Injectable()
export class DropdownSeeder implements OnApplicationBootstrap {
  constructor(private readonly aggregates: AggregateRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    const context = systemContext('dropdown-seed');
    for (const dropdown of DROPDOWN_REFS)
      await this.aggregates.execute(dropdownStream(dropdown), dropdownDecider, { type: 'SeedDropdown', data: { dropdown } }, context);
  }
}
