import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { userDecider } from './user.decider';

/** Root grants or revokes a role: admin, or auditor (read-only). */
export class ChangeAdminCommand extends Command<{ userId: number; grant: boolean; role?: 'admin' | 'auditor' }> {}

@CommandHandler(ChangeAdminCommand)
export class ChangeAdminHandler implements ICommandHandler<ChangeAdminCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data: { userId, grant, role = 'admin' }, context }: ChangeAdminCommand): Promise<CommandReceipt> {
    const type = role === 'admin' ? (grant ? 'GrantAdmin' : 'RevokeAdmin') : grant ? 'GrantAuditor' : 'RevokeAuditor';
    const { position } = await this.aggregates.execute(userStream(userId), userDecider, { type, data: { userId } }, context);
    return { id: userId, position: position.toString() };
  }
}
