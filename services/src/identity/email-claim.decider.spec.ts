import { deciderSpec } from '../testing/decider-spec';
import { emailClaimDecider } from './email-claim.decider';

const spec = deciderSpec(emailClaimDecider);

describe('email claim decider', () => {
  it('gives a free address to the user who claims it', () => {
    spec
      .given([])
      .when({ type: 'ClaimEmail', data: { userId: 3 } })
      .then([{ type: 'EmailClaimed', data: { userId: 3 } }]);
  });

  it('refuses an address another user holds', () => {
    spec
      .given([{ type: 'EmailClaimed', data: { userId: 3 } }])
      .when({ type: 'ClaimEmail', data: { userId: 4 } })
      .thenThrows('identity.emailTaken');
  });

  it('writes nothing when the holder claims again', () => {
    spec
      .given([{ type: 'EmailClaimed', data: { userId: 3 } }])
      .when({ type: 'ClaimEmail', data: { userId: 3 } })
      .then([]);
  });

  it('frees an address its holder releases, for the next registration', () => {
    spec
      .given([{ type: 'EmailClaimed', data: { userId: 3 } }])
      .when({ type: 'ReleaseEmail', data: { userId: 3 } })
      .then([{ type: 'EmailReleased', data: { userId: 3 } }]);
    spec
      .given([
        { type: 'EmailClaimed', data: { userId: 3 } },
        { type: 'EmailReleased', data: { userId: 3 } },
      ])
      .when({ type: 'ClaimEmail', data: { userId: 4 } })
      .then([{ type: 'EmailClaimed', data: { userId: 4 } }]);
  });

  it('writes nothing when a user releases an address it does not hold', () => {
    spec
      .given([{ type: 'EmailClaimed', data: { userId: 4 } }])
      .when({ type: 'ReleaseEmail', data: { userId: 3 } })
      .then([]);
  });
});
