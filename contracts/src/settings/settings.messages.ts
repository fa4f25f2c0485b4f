import { defineMessages } from '../platform/messages';
import table from './settings.messages.json';

/** What the settings capability (dropdowns) says to users, in both languages. */
export const settingsMessages = defineMessages(table);
