import { defineMessages } from '../platform/messages';
import table from './audit.messages.json';

/** What the audit capability says to users, in both languages. */
export const auditMessages = defineMessages(table);
