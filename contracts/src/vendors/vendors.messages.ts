import { defineMessages } from '../platform/messages';
import table from './vendors.messages.json';

/** What the vendors capability says to users, in both languages. */
export const vendorsMessages = defineMessages(table);
