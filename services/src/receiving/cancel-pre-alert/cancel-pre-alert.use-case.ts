import { preAlertStream } from '@cargo/contracts';
import type { AuthenticatedUser } from '../../platform/http/authenticated-user';
import { streamCommand, type StreamCommand, type UseCase } from '../../platform/write-model/use-case';
import { ownPreAlert, preAlertNumberRead, preAlertRead, releaseNumber } from '../package-links';

export interface PreAlertCancel {
  preAlertId: number;
  user: AuthenticatedUser;
}

export interface CancelledPreAlert {
  preAlertId: number;
  customerId: number;
  trackingNumber: string;
}

const released = ({ preAlertId, customerId, trackingNumber }: CancelledPreAlert): StreamCommand[] => [
  releaseNumber('release-number', preAlertNumberRead(customerId, trackingNumber), trackingNumber, preAlertId),
];

/** An expected pre-alert cancelled: its number is the customer's to announce again. */
export const cancelPreAlert: UseCase<PreAlertCancel, CancelledPreAlert> = {
  name: 'cancel-pre-alert',
  reads: ({ preAlertId }) => [preAlertRead(preAlertId)],
  decide({ preAlertId, user }, states) {
    const state = ownPreAlert(preAlertId, user, states);
    const record = { preAlertId, customerId: state.customerId, trackingNumber: state.details.trackingNumber };
    return {
      record,
      before: [],
      pivot: streamCommand('record', preAlertRead(preAlertId), { type: 'CancelPreAlert', data: { preAlertId } }),
      after: released(record),
    };
  },
  owed: (record) => ({ before: [], pivot: { name: 'record', stream: preAlertStream(record.preAlertId) }, after: released(record) }),
};
