import { merged, recordHistory } from '../platform/history';
import type { ContactEvent } from './contact.events';

export const contactHistory = recordHistory<ContactEvent>(
  { ContactMessageReceived: { label: { en: 'Message received', vi: 'Nhận tin nhắn' }, fields: ({ message }) => merged({}, message) } },
  { message: { en: 'Message', vi: 'Tin nhắn' } },
);
