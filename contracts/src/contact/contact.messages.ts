import { defineMessages } from '../platform/messages';
import table from './contact.messages.json';

/** What the contact capability says to users, in both languages. */
export const contactMessages = defineMessages(table);
