import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dropdownById, dropdownStream, type addDropdownOptionSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { dropdownDecider } from './dropdown.decider';

export class AddDropdownOptionCommand extends Command<{ input: z.output<typeof addDropdownOptionSchema> }, OptionAdded> {}

export type OptionAdded = CommandReceipt & { insertedId: number };

/** Adds an option at the end of a dropdown; `insertedId` (the spec's reply) is its id within the dropdown. */
@CommandHandler(AddDropdownOptionCommand)
export class AddDropdownOptionHandler implements ICommandHandler<AddDropdownOptionCommand, OptionAdded> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data: { input }, context }: AddDropdownOptionCommand): Promise<OptionAdded> {
    const dropdown = dropdownById(input.dropdownId)!.strRef;
    const displayName = { en: input.displayName, vi: input.displayNameVi || input.displayName };
    const { events, position } = await this.aggregates.execute(
      dropdownStream(dropdown),
      dropdownDecider,
      { type: 'AddOption', data: { dropdown, displayName } },
      context,
    );
    const [added] = events;
    if (added?.type !== 'DropdownOptionAdded') throw new Error('AddOption decided no DropdownOptionAdded');
    return { id: added.data.option.id, insertedId: added.data.option.id, position: position.toString() };
  }
}
