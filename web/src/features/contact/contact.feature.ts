import type { Feature } from '../../shared/feature';
import { lazyPage } from '../../shared/feature';
import { contactPaths } from './contact.paths';
import contactStrings from './contact.strings.json';

/** The Contact-Us list for staff; the contact form itself sits on the home page (`app/routes/home.page.tsx`). */
export const contactFeature = {
  capability: 'customers',
  pages: [
    {
      path: contactPaths.contactList,
      title: 'contactList',
      level: 'admin',
      load: lazyPage(() => import('./components/contact-list.page'), 'ContactListPage'),
      drawer: { label: 'drawer.contactUs', order: 190 },
    },
  ],
  strings: contactStrings,
  live: { contact_messages: ['ContactMessage'] },
} satisfies Feature;
