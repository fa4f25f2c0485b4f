import { defineMessages } from '../platform/messages';
import table from './customers.messages.json';

/** What the customers capability says to users, in both languages. */
export const customersMessages = defineMessages(table);
