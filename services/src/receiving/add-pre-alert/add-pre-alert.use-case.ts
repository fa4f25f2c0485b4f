import { preAlertStream, type addPreAlertSchema } from '@cargo/contracts';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../platform/http/authenticated-user';
import { streamCommand, type StreamCommand, type UseCase } from '../../platform/write-model/use-case';
import { decidePreAlert, preAlertDecider } from '../pre-alert.decider';
import { claimNumber, customerAsked, openCustomer, ownerReads, preAlertNumberRead, preAlertRead } from '../package-links';

export interface PreAlertRequest {
  input: z.output<typeof addPreAlertSchema>;
  user: AuthenticatedUser;
}

export interface NewPreAlert {
  preAlertId: number;
  customerId: number;
  trackingNumber: string;
}

const held = ({ preAlertId, customerId, trackingNumber }: NewPreAlert): StreamCommand[] => [
  claimNumber('claim-number', preAlertNumberRead(customerId, trackingNumber), trackingNumber, preAlertId),
];

/** A customer's word on a parcel coming (or staff's, for them): the number is theirs once, claimed before the pre-alert is recorded. */
export const addPreAlert: UseCase<PreAlertRequest, NewPreAlert> = {
  name: 'add-pre-alert',
  opens: 'prealert',
  reads: ({ input, user }) => {
    const customerId = customerAsked(user, input.customerId);
    return [...ownerReads(customerId), ...(customerId === null ? [] : [preAlertNumberRead(customerId, input.trackingNumber)])];
  },
  decide({ input: { customerId: asked, ...preAlert }, user }, states) {
    const customerId = openCustomer(customerAsked(user, asked), states);
    decidePreAlert({ type: 'AddPreAlert', data: { preAlertId: 0, customerId, preAlert } }, preAlertDecider.initialState);
    return (preAlertId) => {
      const record = { preAlertId, customerId, trackingNumber: preAlert.trackingNumber };
      return {
        record,
        before: held(record),
        pivot: streamCommand('record', preAlertRead(preAlertId), { type: 'AddPreAlert', data: { preAlertId, customerId, preAlert } }),
        after: [],
      };
    };
  },
  owed: (record) => ({ before: held(record), pivot: { name: 'record', stream: preAlertStream(record.preAlertId) }, after: [] }),
};
