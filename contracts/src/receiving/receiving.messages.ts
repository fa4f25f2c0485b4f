import { defineMessages } from '../platform/messages';
import table from './receiving.messages.json';

/** What the receiving capability says to users, in both languages. */
export const receivingMessages = defineMessages(table);
