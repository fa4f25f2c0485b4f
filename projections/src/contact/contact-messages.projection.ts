import { unhandled } from '@cargo/contracts';
import type { ContactEvent, ContactMessageView } from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const CONTACT_MESSAGES = 'contact_messages';

/** The Contact-Us list: one document per message, read newest first by id. */
export const contactMessagesProjection = projection<ContactEvent>({
  name: 'contact-messages',
  collections: [CONTACT_MESSAGES],
  handles: ['ContactMessageReceived'],
  changes: (event) => {
    switch (event.type) {
      case 'ContactMessageReceived':
        return [
          change<ContactMessageView>(CONTACT_MESSAGES, event.data.messageId, () => ({
            ...event.data.message,
            id: event.data.messageId,
            dateCreated: event.metadata.timestamp,
          })),
        ];
      default:
        return unhandled(event.type);
    }
  },
});
