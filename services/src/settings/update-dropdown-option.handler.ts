import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dropdownById, dropdownStream, type CommandReceipt, type updateDropdownOptionSchema } from '@cargo/contracts';
import type { z } from 'zod';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { dropdownDecider } from './dropdown.decider';

export class UpdateDropdownOptionCommand extends Command<{ input: z.output<typeof updateDropdownOptionSchema> }> {}

/** Renames an option, sets its custom enum, or deletes it softly (isActive false); the decider says what may change. */
@CommandHandler(UpdateDropdownOptionCommand)
export class UpdateDropdownOptionHandler implements ICommandHandler<UpdateDropdownOptionCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data: { input }, context }: UpdateDropdownOptionCommand): Promise<CommandReceipt> {
    const dropdown = dropdownById(input.dropdownId)!.strRef;
    const data = {
      dropdown,
      optionId: input.id,
      displayName: { en: input.displayName, vi: input.displayNameVi || input.displayName },
      customEnum: input.customEnum,
      isActive: input.isActive,
    };
    const { position } = await this.aggregates.execute(dropdownStream(dropdown), dropdownDecider, { type: 'UpdateOption', data }, context);
    return { id: input.id, position: position.toString() };
  }
}
