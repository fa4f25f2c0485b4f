import { defineMessages } from '../platform/messages';
import table from './inventory.messages.json';

/** What the inventory capability says to users, in both languages. */
export const inventoryMessages = defineMessages(table);
