import { conflict, type TrackingClaimEvent } from '@cargo/contracts';
import type { Decider } from '../platform/write-model/decider';

/** Which shipment holds a tracking number now (null: free, never taken or released). */
export interface TrackingClaimState {
  holder: number | null;
}

export type TrackingClaimCommand = { type: 'ClaimTrackingNumber'; data: { key: string; shipmentId: number } } | { type: 'ReleaseTrackingNumber'; data: { key: string; shipmentId: number } };

/**
 * A tracking number's claim stream. Appends carry the expected revision, so of two shipments
 * claiming one number at once exactly one wins; the other is told the number is taken.
 */
export const trackingClaimDecider: Decider<TrackingClaimCommand, TrackingClaimEvent, TrackingClaimState> = {
  initialState: { holder: null },
  evolve: (_state, event) => {
    switch (event.type) {
      case 'TrackingNumberClaimed':
        return { holder: event.data.shipmentId };
      case 'TrackingNumberReleased':
        return { holder: null };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide: (command, { holder }) => {
    switch (command.type) {
      case 'ClaimTrackingNumber':
        if (holder === command.data.shipmentId) return [];
        if (holder !== null) throw conflict('shipping.duplicateTracking');
        return [{ type: 'TrackingNumberClaimed', data: command.data }];
      case 'ReleaseTrackingNumber':
        return holder === command.data.shipmentId ? [{ type: 'TrackingNumberReleased', data: command.data }] : [];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
