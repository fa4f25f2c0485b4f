import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { registerSchema } from '@cargo/contracts';
import { systemContext } from '../platform/write-model/command-context';
import { Accounts } from './accounts';
import { ProvisionUserCommand } from './register-user/provision-user.handler';

/** The built-in roles a demo login holds as such. */
const STAFF_ROLES = ['warehouse', 'sales', 'accountant'] as const;

export interface Login {
  role: 'root' | 'admin' | 'auditor' | 'customer' | (typeof STAFF_ROLES)[number];
  email: string;
  password: string;
}

/** Creates a verified account with the given roles unless the email is already registered. */
export async function ensureUser(app: INestApplication, login: Login, name: { first: string; last: string }): Promise<boolean> {
  if ((await app.get(Accounts).byEmail(login.email)) !== null) return false;
  const input = registerSchema.parse({ ...name, email: login.email, password: login.password, phone: '' });
  const staff = (STAFF_ROLES as readonly string[]).includes(login.role) ? { roles: [login.role] } : {};
  const roles = { admin: login.role === 'admin' || login.role === 'root', root: login.role === 'root', auditor: login.role === 'auditor', ...staff };
  await app.get(CommandBus).execute(new ProvisionUserCommand({ input, roles }, systemContext('bootstrap')));
  return true;
}

/** The root user from ROOT_EMAIL and ROOT_PASSWORD, created on first start. */
export function ensureRootUser(app: INestApplication, email: string, password: string): Promise<boolean> {
  return ensureUser(app, { role: 'root', email, password }, { first: 'Root', last: 'User' });
}
