import type { Feature } from '../../shared/feature';
import { lazyPage } from '../../shared/feature';
import { identityPaths } from './identity.paths';
import identityStrings from './identity.strings.json';

/** The roles' words, which only root's two screens show: loaded with them. */
const roleStrings = () => import('./identity.roles.strings.json');

export const identityFeature = {
  capability: 'identity',
  pages: [
    { path: identityPaths.login, title: 'login', level: 'public', load: lazyPage(() => import('./components/login.page'), 'LoginPage') },
    { path: identityPaths.logout, title: 'logout', level: 'public', load: lazyPage(() => import('./components/logout.page'), 'LogoutPage') },
    { path: identityPaths.register, title: 'register', level: 'public', load: lazyPage(() => import('./components/register.page'), 'RegisterPage') },
    {
      path: identityPaths.verifyEmail(),
      title: 'verifyEmail',
      level: 'public',
      load: lazyPage(() => import('./components/verify-email.page'), 'VerifyEmailPage'),
    },
    {
      path: identityPaths.users,
      title: 'users',
      level: 'root',
      load: lazyPage(() => import('./components/users.page'), 'UsersPage'),
      strings: roleStrings,
      drawer: { label: 'drawer.users', order: 900 },
    },
    {
      path: identityPaths.roles,
      title: 'roles',
      level: 'root',
      load: lazyPage(() => import('./components/roles.page'), 'RolesPage'),
      strings: roleStrings,
      drawer: { label: 'drawer.roles', order: 905 },
    },
  ],
  strings: identityStrings,
} satisfies Feature;
