import { customerStream, userStream } from '@cargo/contracts';
import { workflowSpec } from '../testing/workflow-spec';
import { EraseCustomerWorkflow } from './erase-customer.workflow';
import { RegisterUserWorkflow, type RegisterUser } from './register-user.workflow';

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
const account = { userId: 3, customerId: 7, emailStream: EMAIL };
const claimed = { type: 'EmailClaimed', data: { userId: 3 } };
const registered = { type: 'UserRegistered', data: user };
const opened = {
  type: 'CustomerOpened',
  data: { customerId: 7, name: 'Lan Tran', email: 'lan@example.com', phone: '0901234567', address1: '', address2: '', parentCustomerId: null, userId: 3 },
};

describe('account workflows', () => {
  const registering = workflowSpec((aggregates, workflows) => new RegisterUserWorkflow(workflows, aggregates));
  const erasing = workflowSpec((aggregates, workflows) => new EraseCustomerWorkflow(workflows, aggregates));

  it('registering claims the email, records the user, then opens the customer account from the user', async () => {
    await registering
      .given({})
      .when(account, user)
      .then({ [EMAIL]: [claimed], [userStream(3)]: [registered], [customerStream(7)]: [opened] });
  });

  it('staff get no customer account', async () => {
    await registering
      .given({})
      .when({ ...account, customerId: null }, { ...user, customerId: null })
      .then({ [EMAIL]: [claimed], [userStream(3)]: [{ type: 'UserRegistered', data: { ...user, customerId: null } }] });
  });

  it('an email another user holds is refused, and nothing is written', async () => {
    await registering
      .given({ [EMAIL]: [{ type: 'EmailClaimed', data: { userId: 2 } }] })
      .when(account, user)
      .thenRefused('identity.emailTaken', {});
  });

  it('a run cut before the user is recorded gives the email back when resumed', async () => {
    await registering
      .given({})
      .whenStopped(account, user, { before: 1 })
      .resumed()
      .then({ [EMAIL]: [claimed, { type: 'EmailReleased', data: { userId: 3 } }] }, 'undone');
  });

  it('a run cut after the user is recorded opens the customer account when resumed, from the user stream alone', async () => {
    await registering
      .given({})
      .whenStopped(account, user, { after: 0 })
      .resumed()
      .then({ [EMAIL]: [claimed], [userStream(3)]: [registered], [customerStream(7)]: [opened] });
  });

  it('erasing marks the customer erased, then closes its account', async () => {
    await erasing
      .given({ [customerStream(7)]: [opened], [userStream(3)]: [registered] })
      .when({ customerId: 7, userId: 3 }, null)
      .then({ [customerStream(7)]: [{ type: 'CustomerErased', data: { customerId: 7 } }], [userStream(3)]: [{ type: 'UserErased', data: { userId: 3 } }] });
  });

  it('an erasure cut after the customer is erased closes the account when resumed', async () => {
    await erasing
      .given({ [customerStream(7)]: [opened], [userStream(3)]: [registered] })
      .whenStopped({ customerId: 7, userId: 3 }, null, { after: 0 })
      .resumed()
      .then({ [customerStream(7)]: [{ type: 'CustomerErased', data: { customerId: 7 } }], [userStream(3)]: [{ type: 'UserErased', data: { userId: 3 } }] });
  });
});
