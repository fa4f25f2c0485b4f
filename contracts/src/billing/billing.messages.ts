import { defineMessages } from '../platform/messages';
import table from './billing.messages.json';

/** What the billing capability says to users, in both languages. */
export const billingMessages = defineMessages(table);
