import { defineMessages } from '../platform/messages';
import table from './notification.messages.json';

/** What the notifications capability says to users, in both languages. */
export const notificationMessages = defineMessages(table);
