import { deciderSpec } from '../testing/decider-spec';
import { trackingClaimDecider } from './tracking-claim.decider';

const spec = deciderSpec(trackingClaimDecider);
const claimed = { type: 'TrackingNumberClaimed' as const, data: { key: 'MTL-1', shipmentId: 7 } };

describe('tracking number claim', () => {
  it('a free number is claimed', () => {
    spec.given([]).when({ type: 'ClaimTrackingNumber', data: { key: 'MTL-1', shipmentId: 7 } }).then([claimed]);
  });

  it("a number another shipment holds is refused: 'Repeated tracking # under shipment list'", () => {
    spec.given([claimed]).when({ type: 'ClaimTrackingNumber', data: { key: 'MTL-1', shipmentId: 8 } }).thenThrows('shipping.duplicateTracking');
  });

  it('the holder claiming again records nothing; a released number can be claimed by another', () => {
    spec.given([claimed]).when({ type: 'ClaimTrackingNumber', data: { key: 'MTL-1', shipmentId: 7 } }).then([]);
    spec.given([claimed, { type: 'TrackingNumberReleased', data: { key: 'MTL-1', shipmentId: 7 } }]).when({ type: 'ClaimTrackingNumber', data: { key: 'MTL-1', shipmentId: 8 } }).then([{ type: 'TrackingNumberClaimed', data: { key: 'MTL-1', shipmentId: 8 } }]);
  });

  it('only the holder releases', () => {
    spec.given([claimed]).when({ type: 'ReleaseTrackingNumber', data: { key: 'MTL-1', shipmentId: 8 } }).then([]);
  });
});
