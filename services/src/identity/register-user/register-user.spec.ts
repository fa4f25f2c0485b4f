import { customerStream, ROLES_STREAM, userStream, type DomainEvent } from '@cargo/contracts';
import { owedAfter, useCaseSpec, type Sent } from '../../testing/use-case-spec';
import { registerUser } from './register-user.use-case';

const spec = useCaseSpec(registerUser);
const EMAIL = 'email-4f2a';
const fields = {
  first: 'Lan',
  last: 'Tran',
  email: 'lan@example.com',
  phone: '0901234567',
  passwordHash: 'scrypt$hash',
  verificationTokenHash: 'token-hash',
};
const request = { user: fields, emailStream: EMAIL, customerAccount: true };
const claim: Sent = [EMAIL, { type: 'ClaimEmail', data: { userId: 3 } }];
const opening: Sent = [
  customerStream(7),
  {
    type: 'OpenCustomer',
    data: { customerId: 7, name: 'Lan Tran', email: 'lan@example.com', phone: '0901234567', address1: '', address2: '', parentCustomerId: null, userId: 3 },
  },
];

describe('register user (no store)', () => {
  it('claims the email (given back if the user is not recorded), records the user, then opens the customer account', () => {
    const decision = spec
      .given({})
      .when(request, 3, [7])
      .then({
        record: { userId: 3, customerId: 7, emailStream: EMAIL },
        before: [claim],
        pivot: [userStream(3), { type: 'RegisterUser', data: { userId: 3, customerId: 7, ...fields } }],
        after: [opening],
      });
    expect(decision.before[0].undo).toEqual({ type: 'ReleaseEmail', data: { userId: 3 } });
  });

  it('an account the business provisions is verified and given its roles, and staff get no customer account', () => {
    spec
      .given({})
      .when({ ...request, customerAccount: false, provisioned: { admin: true, root: true, auditor: false } }, 3)
      .then({
        record: { userId: 3, customerId: null, emailStream: EMAIL, provisioned: { admin: true, root: true, auditor: false } },
        before: [claim],
        pivot: [userStream(3), { type: 'RegisterUser', data: { userId: 3, customerId: null, ...fields } }],
        after: [
          [userStream(3), { type: 'VerifyEmail', data: { userId: 3, tokenHash: 'token-hash' } }],
          [userStream(3), { type: 'GrantAdmin', data: { userId: 3 } }],
          [userStream(3), { type: 'GrantRoot', data: { userId: 3 } }],
          [ROLES_STREAM, { type: 'ChangeOwners', data: { userId: 3, currentOwner: false, owner: true, byOwner: null } }],
        ],
      });
  });

  it('refuses an email another user holds, before anything is written', () => {
    spec
      .given({ [EMAIL]: [{ type: 'EmailClaimed', data: { userId: 2 } }] })
      .when(request, 3, [7])
      .thenRefused('identity.emailTaken');
  });

  it('owes, when resumed after the user is recorded, what it reads back from the user stream; nothing once the user is erased', () => {
    const registered = { type: 'UserRegistered', data: { userId: 3, customerId: 7, ...fields } } as DomainEvent;
    const record = { userId: 3, customerId: 7, emailStream: EMAIL, provisioned: { admin: false, root: false, auditor: false } };
    expect(owedAfter(registerUser, record, [], { [userStream(3)]: [registered] })).toEqual([
      opening,
      [userStream(3), { type: 'VerifyEmail', data: { userId: 3, tokenHash: 'token-hash' } }],
    ]);
    expect(owedAfter(registerUser, record, [], { [userStream(3)]: [registered, { type: 'UserErased', data: { userId: 3 } }] })).toEqual([]);
  });
});
