import { CommandHandler } from '@nestjs/cqrs';
import { ROLES_STREAM, type RoleDefinition } from '@cargo/contracts';
import { Command } from '../../platform/write-model/command';
import { onStream, StreamCommandHandler, type StreamWrite } from '../../platform/write-model/stream-command.handler';
import { rolesDecider } from './roles.decider';

export class SetRoleCommand extends Command<{ role: RoleDefinition }> {}

/** Root defines a role or changes one: its names, actions per capability and access per field group. */
@CommandHandler(SetRoleCommand)
export class SetRoleHandler extends StreamCommandHandler<SetRoleCommand['data']> {
  protected write({ role }: SetRoleCommand['data']): StreamWrite {
    return onStream(ROLES_STREAM, rolesDecider, { type: 'SetRole', data: { role } }, 1);
  }
}
