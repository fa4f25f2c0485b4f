import { customerStream, userStream } from '@cargo/contracts';
import { useCaseRunSpec } from '../testing/use-case-spec';
import { eraseCustomer } from './erase-customer/erase-customer.use-case';
import { registerUser, type RegisterUser } from './register-user/register-user.use-case';

const EMAIL = 'email-4f2a';
const user: RegisterUser = {
  userId: 3,
  customerId: 7,
  first: 'Lan',
  last: 'Tran',
  email: 'lan@example.com',
  phone: '0901234567',
  passwordHash: 'scrypt$hash',
  verificationTokenHash: 'token-hash',
};
const { userId: _userId, customerId: _customerId, ...fields } = user;
const request = { user: fields, emailStream: EMAIL, customerAccount: true };
// The user takes id 3, its customer account 7.
const ids = { id: 3, also: [7] };
const claimed = { type: 'EmailClaimed', data: { userId: 3 } };
const registered = { type: 'UserRegistered', data: user };
const opened = {
  type: 'CustomerOpened',
  data: { customerId: 7, name: 'Lan Tran', email: 'lan@example.com', phone: '0901234567', address1: '', address2: '', parentCustomerId: null, userId: 3 },
};

describe('account workflows', () => {
  const registering = useCaseRunSpec(registerUser);
  const erasing = useCaseRunSpec(eraseCustomer);

  it('registering claims the email, records the user, then opens the customer account from the user', async () => {
    await registering
      .given({})
      .when(request, ids)
      .then({ [EMAIL]: [claimed], [userStream(3)]: [registered], [customerStream(7)]: [opened] });
  });

  it('staff get no customer account', async () => {
    await registering
      .given({})
      .when({ ...request, customerAccount: false }, 3)
      .then({ [EMAIL]: [claimed], [userStream(3)]: [{ type: 'UserRegistered', data: { ...user, customerId: null } }] });
  });

  it('an email another user holds is refused, and nothing is written', async () => {
    await registering
      .given({ [EMAIL]: [{ type: 'EmailClaimed', data: { userId: 2 } }] })
      .when(request, ids)
      .thenRefused('identity.emailTaken', {});
  });

  it('a run cut before the user is recorded gives the email back when resumed', async () => {
    await registering
      .given({})
      .whenStopped(request, { before: 1 }, ids)
      .resumed()
      .then({ [EMAIL]: [claimed, { type: 'EmailReleased', data: { userId: 3 } }] }, 'undone');
  });

  it('a run cut after the user is recorded opens the customer account when resumed, from the user stream alone', async () => {
    await registering
      .given({})
      .whenStopped(request, { after: 0 }, ids)
      .resumed()
      .then({ [EMAIL]: [claimed], [userStream(3)]: [registered], [customerStream(7)]: [opened] });
  });

  it('erasing marks the customer erased, then closes its account', async () => {
    await erasing
      .given({ [customerStream(7)]: [opened], [userStream(3)]: [registered] })
      .when({ customerId: 7 })
      .then({ [customerStream(7)]: [{ type: 'CustomerErased', data: { customerId: 7 } }], [userStream(3)]: [{ type: 'UserErased', data: { userId: 3 } }] });
  });

  it('an erasure cut after the customer is erased closes the account when resumed', async () => {
    await erasing
      .given({ [customerStream(7)]: [opened], [userStream(3)]: [registered] })
      .whenStopped({ customerId: 7 }, { after: 0 })
      .resumed()
      .then({ [customerStream(7)]: [{ type: 'CustomerErased', data: { customerId: 7 } }], [userStream(3)]: [{ type: 'UserErased', data: { userId: 3 } }] });
  });
});
