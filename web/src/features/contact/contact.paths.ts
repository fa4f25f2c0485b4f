import { paths } from '../../shared/paths';

export const contactPaths = {
  contactList: `${paths.management}/contact/us`,
} as const;
