import { preAlertStream, type updatePreAlertSchema } from '@cargo/contracts';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../platform/http/authenticated-user';
import { streamCommand, type StreamCommand, type UseCase } from '../../platform/write-model/use-case';
import { claimNumber, ownPreAlert, preAlertNumberRead, preAlertRead, releaseNumber } from '../package-links';

export interface PreAlertChange {
  input: z.output<typeof updatePreAlertSchema>;
  user: AuthenticatedUser;
}

/** What a run holds: the number it let go of and the one it took (the same when the number did not change). */
export interface ChangedPreAlert {
  preAlertId: number;
  customerId: number;
  from: string;
  to: string;
}

const claimed = ({ preAlertId, customerId, from, to }: ChangedPreAlert): StreamCommand[] =>
  from === to ? [] : [claimNumber('claim-number', preAlertNumberRead(customerId, to), to, preAlertId)];
const released = ({ preAlertId, customerId, from, to }: ChangedPreAlert): StreamCommand[] =>
  from === to ? [] : [releaseNumber('release-number', preAlertNumberRead(customerId, from), from, preAlertId)];

/** An expected pre-alert edited by its customer or staff: a new number is claimed first, the old one let go after. */
export const updatePreAlert: UseCase<PreAlertChange, ChangedPreAlert> = {
  name: 'update-pre-alert',
  reads: ({ input }, states) => {
    const read = preAlertRead(input.id);
    if (!states.has(read)) return [read];
    const state = states.of(read);
    return state.status === 'absent'
      ? [read]
      : [read, preAlertNumberRead(state.customerId, state.details.trackingNumber), preAlertNumberRead(state.customerId, input.trackingNumber)];
  },
  decide({ input: { id, ...after }, user }, states) {
    const state = ownPreAlert(id, user, states);
    const record = { preAlertId: id, customerId: state.customerId, from: state.details.trackingNumber, to: after.trackingNumber };
    return {
      record,
      before: claimed(record),
      pivot: streamCommand('record', preAlertRead(id), { type: 'UpdatePreAlert', data: { preAlertId: id, after } }),
      after: released(record),
    };
  },
  owed: (record) => ({ before: claimed(record), pivot: { name: 'record', stream: preAlertStream(record.preAlertId) }, after: released(record) }),
};
