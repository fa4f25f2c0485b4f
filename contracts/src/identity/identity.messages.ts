import { defineMessages } from '../platform/messages';
import table from './identity.messages.json';

/** What the identity capability says to users, in both languages. */
export const identityMessages = defineMessages(table);
