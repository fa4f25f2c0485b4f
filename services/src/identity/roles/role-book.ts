import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { combinedPermissions, ROLES_STREAM, type RoleDefinition, type RolePermissions } from '@cargo/contracts';
import { AggregateRepository } from '../../platform/write-model/aggregate-repository';
import { systemContext } from '../../platform/write-model/command-context';
import { rolesDecider } from './roles.decider';

/**
 * The roles record as the server reads it on every request: folded from its stream (the state cache
 * reads only new events), so a role root changes applies to its holders' very next request. Seeds
 * the built-in roles at a store's first start.
 */
@Injectable()
export class RoleBook implements OnApplicationBootstrap {
  constructor(private readonly aggregates: AggregateRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.aggregates.execute(ROLES_STREAM, rolesDecider, { type: 'SeedRoles' }, systemContext('roles-seed'));
  }

  async roles(): Promise<RoleDefinition[]> {
    const { state } = await this.aggregates.load(ROLES_STREAM, rolesDecider);
    return [...state.roles.values()];
  }

  /** What the roles `keys` allow together (a key no longer on record allows nothing). */
  async permissionsOf(keys: readonly string[]): Promise<RolePermissions> {
    if (keys.length === 0) return combinedPermissions([]);
    const { state } = await this.aggregates.load(ROLES_STREAM, rolesDecider);
    return combinedPermissions(keys.flatMap((key) => state.roles.get(key) ?? []));
  }
}
