import { PRE_ALERT_EVENT_TYPES, type PreAlertDetails, type PreAlertEvent, type PreAlertView, unhandled } from '@cargo/contracts';
import { change, projection, type DocumentChange } from '../platform/projection';

export const PRE_ALERTS = 'pre_alerts';
/** An uploaded invoice or receipt: which pre-alert holds it (so only its customer and staff open it). */
export const PRE_ALERT_FILES = 'pre_alert_files';

export type PreAlertDoc = Omit<PreAlertView, 'customerName'> & { searchText: string };

export interface PreAlertFileDoc {
  id: string;
  preAlertId: number;
}

const detailsOf = (details: PreAlertDetails) => ({
  ...details,
  totalValue: details.contents.reduce((sum, line) => sum + line.value, 0),
  searchText: [details.trackingNumber, ...details.contents.map((line) => line.description)].join(' '),
});

function evolvePreAlertDoc(doc: PreAlertDoc | null, event: PreAlertEvent & { metadata: { timestamp: string } }): PreAlertDoc | null {
  switch (event.type) {
    case 'PreAlertAdded':
      return {
        id: event.data.preAlertId,
        customerId: event.data.customerId,
        state: 'expected',
        packageId: null,
        dateCreated: event.metadata.timestamp,
        ...detailsOf(event.data.preAlert),
      };
    case 'PreAlertUpdated':
      return doc && { ...doc, ...detailsOf(event.data.after) };
    case 'PreAlertCancelled':
      return doc && { ...doc, state: 'cancelled' };
    case 'PreAlertReceived':
      return doc && { ...doc, state: 'received', packageId: event.data.packageId };
    default:
      return unhandled(event);
  }
}

const fileOf = (event: PreAlertEvent): DocumentChange[] => {
  const details = event.type === 'PreAlertAdded' ? event.data.preAlert : event.type === 'PreAlertUpdated' ? event.data.after : null;
  const fileId = details?.fileId;
  return fileId ? [change<PreAlertFileDoc>(PRE_ALERT_FILES, fileId, () => ({ id: fileId, preAlertId: event.data.preAlertId }))] : [];
};

/** Pre-alerts: a customer's own, and the dock's lookup of the expected ones by number. */
export const preAlertsProjection = projection<PreAlertEvent>({
  name: 'pre-alerts',
  collections: [PRE_ALERTS, PRE_ALERT_FILES],
  indexes: [
    {
      collection: PRE_ALERTS,
      indexes: [
        ['trackingNumber', 'state'],
        ['customerId', 'state', 'id'],
        ['customerId', 'id'],
        ['state', 'id'],
      ],
      text: ['searchText'],
    },
  ],
  handles: PRE_ALERT_EVENT_TYPES,
  changes: (event) => [change<PreAlertDoc>(PRE_ALERTS, event.data.preAlertId, (doc) => evolvePreAlertDoc(doc, event)), ...fileOf(event)],
});
