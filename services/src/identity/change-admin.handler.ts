import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { userDecider } from './user.decider';


export class ChangeAdminCommand extends Command<{ userId: number; grant: boolean }> {}

@CommandHandler(ChangeAdminCommand)
export class ChangeAdminHandler implements ICommandHandler<ChangeAdminCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data: { userId, grant }, context }: ChangeAdminCommand): Promise<CommandReceipt> {
    const { position } = await this.aggregates.execute(userStream(userId), userDecider, { type: grant ? 'GrantAdmin' : 'RevokeAdmin', data: { userId } }, context);
    return { id: userId, position: position.toString() };
  }
}
