import { Inject, Injectable } from '@nestjs/common';
import { emailStream, userStream, type EmailClaimEvent, type UserEvent, type UserInfo } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { Infrastructure } from '../platform/process/infrastructure';
import { INFRASTRUCTURE } from '../platform/process/tokens';
import { sha256 } from './secrets';
import { RoleBook } from './roles/role-book';
import { userDecider, userInfoOf, type Account } from './user.decider';

/** Finds accounts by email through the event log itself: the email's claim stream names the user. */
@Injectable()
export class Accounts {
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
    private readonly aggregates: AggregateRepository,
    private readonly roles: RoleBook,
  ) {}

  /** Who the account is, with what its roles allow as the roles record says now. */
  async infoOf(account: Account): Promise<UserInfo> {
    return userInfoOf(account, await this.roles.permissionsOf(account.roles));
  }

  emailStreamOf(email: string): string {
    return emailStream(sha256(email.trim().toLowerCase()));
  }

  async userIdByEmail(email: string): Promise<number | null> {
    // The claim's last event says who holds the address now (a registration that died gave it back).
    const [last] = await this.infrastructure.eventStore.readStreamBackwards(this.emailStreamOf(email), 1);
    const event = last as unknown as EmailClaimEvent | undefined;
    return event?.type === 'EmailClaimed' ? event.data.userId : null;
  }

  async byId(userId: number): Promise<Account | null> {
    const { state } = await this.aggregates.load<UserEvent, ReturnType<typeof userDecider.evolve>>(userStream(userId), userDecider);
    return state.status === 'registered' ? state : null;
  }

  async byEmail(email: string): Promise<Account | null> {
    const userId = await this.userIdByEmail(email);
    return userId === null ? null : this.byId(userId);
  }
}
