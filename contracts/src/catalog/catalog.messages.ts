import { defineMessages } from '../platform/messages';
import table from './catalog.messages.json';

/** What the catalog capability says to users, in both languages. */
export const catalogMessages = defineMessages(table);
