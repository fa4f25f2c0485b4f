import { defineMessages } from '../platform/messages';
import table from './shipping.messages.json';

/** What the shipping capability says to users, in both languages. */
export const shippingMessages = defineMessages(table);
