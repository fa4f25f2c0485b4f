import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { roleSchema, userRolesSchema, type CommandReceipt, type RolesView } from '@cargo/contracts';
import type { AuthenticatedUser } from '../../platform/http/authenticated-user';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { QueryEndpoint } from '../../platform/http/query-endpoint';
import { Ctx, CurrentUser } from '../../platform/http/request-context';
import { IdPipe, SchemaPipe } from '../../platform/http/validation';
import type { CommandContext } from '../../platform/write-model/command-context';
import { SetUserRolesCommand } from '../set-user-roles/set-user-roles.handler';
import { RoleBook } from './role-book';
import { SetRoleCommand } from './set-role.handler';

/** Roles as data: root shapes them; who may change users (root, or a role given `identity: change`) gives staff their roles. */
@ApiTags('role')
@Controller()
export class RolesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly book: RoleBook,
  ) {}

  @QueryEndpoint({ get: 'role/get', access: 'admin' })
  async roles(): Promise<RolesView> {
    return { roles: await this.book.roles() };
  }

  @CommandEndpoint({ post: 'role/set', access: 'root', body: roleSchema })
  setRole(@Body(new SchemaPipe(roleSchema)) role: z.output<typeof roleSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new SetRoleCommand({ role }, context));
  }

  @CommandEndpoint({ post: 'user/roles/:id', access: 'admin', body: userRolesSchema })
  setUserRoles(
    @Param('id', IdPipe) userId: number,
    @Body(new SchemaPipe(userRolesSchema)) { roles }: z.output<typeof userRolesSchema>,
    @CurrentUser() user: AuthenticatedUser,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new SetUserRolesCommand({ userId, roles, by: { userId: user.id, owner: user.isRoot } }, context));
  }
}
