import { CUSTOMER_NOTIFICATION_KINDS, unhandled } from '@cargo/contracts';
import type { CustomerNotificationKind, Language, NotificationPreferences, NotificationPreferencesEvent } from '@cargo/contracts';
import type { Decider } from '../platform/write-model/decider';

/** A customer's choices; before any, every kind is on and emails are in Vietnamese, the business's language. */
export interface PreferencesState {
  language: Language;
  off: readonly CustomerNotificationKind[];
}

export type PreferencesCommand =
  | { type: 'SetNotificationPreferences'; data: { customerId: number; preferences: NotificationPreferences } }
  | { type: 'Unsubscribe'; data: { customerId: number; kind: CustomerNotificationKind } };

export const notificationPreferencesDecider: Decider<PreferencesCommand, NotificationPreferencesEvent, PreferencesState> = {
  initialState: { language: 'vi', off: [] },
  // Read at every email to the customer and every visit to their choices: bounded however often they change them.
  snapshot: { version: 'notification-preferences-1', every: 100 },
  evolve: (state, event) => {
    switch (event.type) {
      case 'NotificationPreferencesSet':
        return { language: event.data.language, off: event.data.off };
      case 'NotificationUnsubscribed':
        return { ...state, off: [...state.off, event.data.kind] };
      default:
        return unhandled(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'SetNotificationPreferences': {
        const { customerId, preferences } = command.data;
        const off = CUSTOMER_NOTIFICATION_KINDS.filter((kind) => !preferences.kinds[kind]);
        // The same choices saved again change nothing (a form saved twice).
        if (preferences.language === state.language && off.length === state.off.length && off.every((kind) => state.off.includes(kind))) return [];
        return [{ type: 'NotificationPreferencesSet', data: { customerId, language: preferences.language, off } }];
      }
      case 'Unsubscribe':
        // A link followed twice (or by a mail scanner first) unsubscribes once.
        return state.off.includes(command.data.kind) ? [] : [{ type: 'NotificationUnsubscribed', data: command.data }];
      default:
        return unhandled(command);
    }
  },
};

/** The choices as the portal's form shows them. */
export function preferencesOf(state: PreferencesState): NotificationPreferences {
  return {
    language: state.language,
    kinds: Object.fromEntries(CUSTOMER_NOTIFICATION_KINDS.map((kind) => [kind, !state.off.includes(kind)])) as NotificationPreferences['kinds'],
  };
}
