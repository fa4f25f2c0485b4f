import { defineMessages } from '../platform/messages';
import table from './expenses.messages.json';

/** What the expenses capability says to users, in both languages. */
export const expensesMessages = defineMessages(table);
