import { paths } from '../../shared/paths';

export const identityPaths = {
  login: '/login',
  logout: '/logout',
  register: '/register/user',
  verifyEmail: (sessionId: string = ':sessionId') => `/verify/email/${sessionId}`,
  users: `${paths.management}/users`,
  roles: `${paths.management}/roles`,
} as const;
