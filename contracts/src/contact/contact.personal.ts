import { personalData } from '../platform/personal-data';
import type { ContactEvent } from './contact.events';

/** The visitor who wrote is nobody's customer: their name, email, phone and words are sealed under a key of the message's own. */
export const contactPersonalData = personalData<ContactEvent>({
  ContactMessageReceived: {
    subject: ({ messageId }) => `contactmessage-${messageId}`,
    fields: ['message.name', 'message.email', 'message.phone', 'message.message'],
  },
});
