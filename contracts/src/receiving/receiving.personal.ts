import { personalData } from '../platform/personal-data';
import type { PackageEvent } from './package.events';

/** The name and address typed from an unknown package's label are nobody's customer yet: sealed under a key of the package's own. */
export const packagePersonalData = personalData<PackageEvent>({
  PackageReceived: { subject: ({ packageId }) => `package-${packageId}`, fields: ['label.name', 'label.address'] },
});
