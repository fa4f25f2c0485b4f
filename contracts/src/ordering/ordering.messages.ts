import { defineMessages } from '../platform/messages';
import table from './ordering.messages.json';

/** What the ordering capability says to users, in both languages. */
export const orderingMessages = defineMessages(table);
