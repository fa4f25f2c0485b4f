import { conflict, notFound, type PackageClaimed, type PackageClaimEvent, type PackageClaimState, unhandled } from '@cargo/contracts';
import { type Decider, opening } from '../platform/write-model/decider';

export type ClaimState =
  { status: 'absent' } | { status: PackageClaimState; claimId: number; customerId: number; lastDigits: string; packageId: number | null };

export type ClaimCommand =
  | { type: 'ClaimPackage'; data: PackageClaimed['data'] }
  | { type: 'ApproveClaim'; data: { claimId: number; packageId: number } }
  | { type: 'RefuseClaim'; data: { claimId: number; reason: string } };

function evolve(state: ClaimState, event: PackageClaimEvent): ClaimState {
  if (event.type === 'PackageClaimed') {
    const { claimId, customerId, lastDigits } = event.data;
    return { status: 'pending', claimId, customerId, lastDigits, packageId: null };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'PackageClaimApproved':
      return { ...state, status: 'approved', packageId: event.data.packageId };
    case 'PackageClaimRefused':
      return { ...state, status: 'refused' };
    default:
      return unhandled(event);
  }
}

/** A claim is made once and decided once: approved for one package, or refused with a reason; the same decision again writes nothing. */
function decide(command: ClaimCommand, state: ClaimState): PackageClaimEvent[] {
  if (command.type === 'ClaimPackage') return opening(state, { type: 'PackageClaimed', data: command.data });
  if (state.status === 'absent') throw notFound('receiving.claimNotFound');
  switch (command.type) {
    case 'ApproveClaim':
      if (state.status === 'approved' && state.packageId === command.data.packageId) return [];
      if (state.status !== 'pending') throw conflict('receiving.claimDecided');
      return [{ type: 'PackageClaimApproved', data: command.data }];
    case 'RefuseClaim':
      if (state.status === 'refused') return [];
      if (state.status !== 'pending') throw conflict('receiving.claimDecided');
      return [{ type: 'PackageClaimRefused', data: { ...command.data, customerId: state.customerId, lastDigits: state.lastDigits } }];
    default:
      return unhandled(command);
  }
}

export const packageClaimDecider: Decider<ClaimCommand, PackageClaimEvent, ClaimState> = { initialState: { status: 'absent' }, evolve, decide };
