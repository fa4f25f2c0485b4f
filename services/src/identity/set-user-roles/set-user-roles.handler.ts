import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { setUserRoles, type UserRolesChange, type UserRolesRecord } from './set-user-roles.use-case';

export class SetUserRolesCommand extends Command<UserRolesChange> {}

@CommandHandler(SetUserRolesCommand)
export class SetUserRolesHandler extends UseCaseHandler<UserRolesChange, UserRolesChange, UserRolesRecord> {
  protected readonly useCase = setUserRoles;
  protected input = (change: UserRolesChange) => change;
  protected idOf = (record: UserRolesRecord) => record.userId;
}
