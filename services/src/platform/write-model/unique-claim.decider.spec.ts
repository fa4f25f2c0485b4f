import { deciderSpec } from '../../testing/decider-spec';
import { uniqueClaimDecider } from './unique-claim.decider';

const spec = deciderSpec(uniqueClaimDecider('shipping.duplicateTracking'));
const claimed = { type: 'KeyClaimed' as const, data: { key: 'MTL-1', holderId: 7 } };

describe('unique value claim', () => {
  it('a free value is claimed', () => {
    spec
      .given([])
      .when({ type: 'Claim', data: { key: 'MTL-1', holderId: 7 } })
      .then([claimed]);
  });

  it('a value another record holds is refused with the code it was given', () => {
    spec
      .given([claimed])
      .when({ type: 'Claim', data: { key: 'MTL-1', holderId: 8 } })
      .thenThrows('shipping.duplicateTracking');
  });

  it('the holder claiming again records nothing; a released value can be claimed by another', () => {
    spec
      .given([claimed])
      .when({ type: 'Claim', data: { key: 'MTL-1', holderId: 7 } })
      .then([]);
    spec
      .given([claimed, { type: 'KeyReleased', data: { key: 'MTL-1', holderId: 7 } }])
      .when({ type: 'Claim', data: { key: 'MTL-1', holderId: 8 } })
      .then([{ type: 'KeyClaimed', data: { key: 'MTL-1', holderId: 8 } }]);
  });

  it('only the holder releases', () => {
    spec
      .given([claimed])
      .when({ type: 'Release', data: { key: 'MTL-1', holderId: 8 } })
      .then([]);
  });
});
