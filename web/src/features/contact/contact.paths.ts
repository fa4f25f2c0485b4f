import { paths } from '../../app/paths';

export const contactPaths = {
  contactList: `${paths.management}/contact/us`,
} as const;
