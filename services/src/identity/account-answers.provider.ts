import { Inject, Injectable } from '@nestjs/common';
import { ERASED, fullName, type UserView } from '@cargo/contracts';
import { USERS, type ReadStore } from '@cargo/projections';
import { ActorNames } from '../audit/public';
import { StaffAccounts } from '../customers/public';
import { READ_STORE } from '../platform/process/tokens';

/** Identity's answer to the audit: an actor's name from the users read model, one read per page. */
@Injectable()
export class ActorNamesFromUsers extends ActorNames {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {
    super();
  }

  async name(actorIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
    const ids = actorIds.filter((id) => /^\d+$/.test(id));
    const users = await this.store.getMany(USERS, ids);
    return new Map([...users].map(([id, user]) => [id, (user as UserView).erased ? ERASED : fullName(user as UserView)]));
  }
}

/** Identity's answer to customers: the customer records of staff accounts (few, so a small filter). */
@Injectable()
export class StaffAccountsFromUsers extends StaffAccounts {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {
    super();
  }

  async customerIds(): Promise<number[]> {
    const staff = await this.store.find<UserView>(USERS, { $or: [{ isAdmin: true }, { isRoot: true }] });
    return staff.flatMap((user) => (user.customerId === null ? [] : [user.customerId]));
  }
}
