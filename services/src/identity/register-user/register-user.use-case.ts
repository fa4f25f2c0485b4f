import { fullName, userStream } from '@cargo/contracts';
import { customerRead } from '../../customers/public';
import { streamCommand, streamRead, type StreamCommand, type UseCase } from '../../platform/write-model/use-case';
import { emailClaimDecider } from '../email-claim.decider';
import type { UserCommand } from '../user.decider';
import { rolesRead } from '../roles/roles-read';
import { userRead } from '../user-read';

export type RegisterUser = Extract<UserCommand, { type: 'RegisterUser' }>['data'];
/** What a new account holds of its user: personal data, kept only on the user's sealed stream. */
type UserFields = Omit<RegisterUser, 'userId' | 'customerId'>;
/** An account the business sets up itself (the root bootstrap, the demo): verified at once, with its roles. */
export interface Provisioned {
  admin: boolean;
  root: boolean;
  auditor: boolean;
  /** Built-in roles given as such (the demo's warehouse, sales and accountant). */
  roles?: string[];
}

export interface AccountRequest {
  user: UserFields;
  /** The email's claim stream (named by the address's hash). */
  emailStream: string;
  /** Whether the user gets a customer account (staff order for customers, never as one). */
  customerAccount: boolean;
  provisioned?: Provisioned;
}

/** What a run records: ids and roles only (the name, email and password hash are kept only on the user's sealed stream). */
export interface NewAccount {
  userId: number;
  customerId: number | null;
  emailStream: string;
  provisioned?: Provisioned;
}

const emailRead = (emailStream: string) => streamRead(emailStream, emailClaimDecider);

const claim = ({ userId, emailStream }: NewAccount) =>
  streamCommand('claim-email', emailRead(emailStream), { type: 'ClaimEmail', data: { userId } }, { undo: { type: 'ReleaseEmail', data: { userId } } });

/** After the user is recorded: the customer account with the user's name and contacts, then (provisioned) the email verified and the roles granted. */
function settingUp(
  account: NewAccount,
  user: Pick<UserFields, 'first' | 'last' | 'familyFirst' | 'email' | 'phone' | 'verificationTokenHash'>,
): StreamCommand[] {
  const { userId, customerId, provisioned } = account;
  const contacts = { name: fullName(user), email: user.email, phone: user.phone, address1: '', address2: '', parentCustomerId: null, userId };
  const opening =
    customerId === null ? [] : [streamCommand('open-customer', customerRead(customerId), { type: 'OpenCustomer', data: { customerId, ...contacts } })];
  if (!provisioned) return opening;
  const grant = (name: string, command: UserCommand) => streamCommand(name, userRead(userId), command);
  return [
    ...opening,
    grant('verify-email', { type: 'VerifyEmail', data: { userId, tokenHash: user.verificationTokenHash } }),
    ...(provisioned.admin ? [grant('grant-admin', { type: 'GrantAdmin', data: { userId } })] : []),
    ...(provisioned.root
      ? [
          grant('grant-root', { type: 'GrantRoot', data: { userId } }),
          streamCommand('join-owners', rolesRead(), { type: 'ChangeOwners', data: { userId, currentOwner: false, owner: true, byOwner: null } }),
        ]
      : []),
    ...(provisioned.auditor ? [grant('grant-auditor', { type: 'GrantAuditor', data: { userId } })] : []),
    ...(provisioned.roles?.length ? [grant('set-roles', { type: 'SetUserRoles', data: { userId, roles: provisioned.roles } })] : []),
  ];
}

/**
 * A new account: the email is claimed first (a taken address is refused before anything is
 * written, and given back if the run dies before the user is recorded), then the user is recorded,
 * then the customer account opened; an account the business provisions is then verified and given
 * its roles. A run resumed after the user is recorded reads what it needs back from the user's
 * stream (its record holds no personal data).
 */
export const registerUser: UseCase<AccountRequest, NewAccount> = {
  name: 'register-user',
  opens: 'user',
  alsoOpens: ({ customerAccount }) => (customerAccount ? [{ kind: 'customer' }] : []),
  reads: ({ emailStream }) => [emailRead(emailStream)],
  decide:
    ({ user, emailStream, customerAccount, provisioned }) =>
    (userId, [customerId]) => {
      const account: NewAccount = { userId, customerId: customerAccount ? customerId : null, emailStream, ...(provisioned ? { provisioned } : {}) };
      return {
        record: account,
        before: [claim(account)],
        pivot: streamCommand('record', userRead(userId), { type: 'RegisterUser', data: { userId, customerId: account.customerId, ...user } }),
        after: settingUp(account, user),
      };
    },
  owed: (account) => ({
    before: [claim(account)],
    pivot: { name: 'record', stream: userStream(account.userId) },
    reads: () => [userRead(account.userId)],
    after: (_pivot, states) => {
      const user = states.of(userRead(account.userId));
      // Erased before the run was finished: there is nothing left to set up.
      return user.status === 'registered' ? settingUp(account, user) : [];
    },
  }),
};
