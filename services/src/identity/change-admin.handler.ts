import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStream, type CommandReceipt } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { CommandContext } from '../platform/write-model/command-context';
import { userDecider } from './user.decider';


export class ChangeAdminCommand {
  constructor(
    readonly userId: number,
    readonly grant: boolean,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(ChangeAdminCommand)
export class ChangeAdminHandler implements ICommandHandler<ChangeAdminCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ userId, grant, context }: ChangeAdminCommand): Promise<CommandReceipt> {
    const { position } = await this.aggregates.execute(userStream(userId), userDecider, { type: grant ? 'GrantAdmin' : 'RevokeAdmin', data: { userId } }, context);
    return { id: userId, position: position.toString() };
  }
}
