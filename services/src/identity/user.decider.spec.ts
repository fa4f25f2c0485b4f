import type { UserEvent } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { sha256 } from './secrets';
import { userDecider } from './user.decider';

const spec = deciderSpec(userDecider);
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: 3,
    customerId: 8,
    first: 'Lan',
    last: 'Le',
    email: 'lan@example.com',
    phone: '',
    passwordHash: 'scrypt$x',
    verificationTokenHash: sha256('right'),
  },
};

describe('user decider', () => {
  describe('when registered', () => {
    it('verifies the email with the token from the link, once', () => {
      spec
        .given([registered])
        .when({ type: 'VerifyEmail', data: { userId: 3, tokenHash: sha256('right') } })
        .then([{ type: 'UserEmailVerified', data: { userId: 3 } }]);
      spec
        .given([registered, { type: 'UserEmailVerified', data: { userId: 3 } }])
        .when({ type: 'VerifyEmail', data: { userId: 3, tokenHash: sha256('right') } })
        .then([]);
    });

    it('refuses a wrong token with "Something is wrong"', () => {
      spec
        .given([registered])
        .when({ type: 'VerifyEmail', data: { userId: 3, tokenHash: sha256('wrong') } })
        .thenThrows('identity.verificationFailed');
    });

    it('grants and revokes admin, and does nothing when there is nothing to change', () => {
      spec
        .given([registered])
        .when({ type: 'GrantAdmin', data: { userId: 3 } })
        .then([{ type: 'AdminGranted', data: { userId: 3 } }]);
      spec
        .given([registered])
        .when({ type: 'RevokeAdmin', data: { userId: 3 } })
        .then([]);
      spec
        .given([registered, { type: 'AdminGranted', data: { userId: 3 } }])
        .when({ type: 'RevokeAdmin', data: { userId: 3 } })
        .then([{ type: 'AdminRevoked', data: { userId: 3 } }]);
    });

    it('grants and revokes the auditor role, never to staff, and never makes an auditor an admin', () => {
      const auditor: UserEvent = { type: 'AuditorGranted', data: { userId: 3 } };
      spec
        .given([registered])
        .when({ type: 'GrantAuditor', data: { userId: 3 } })
        .then([auditor]);
      spec
        .given([registered, auditor])
        .when({ type: 'GrantAuditor', data: { userId: 3 } })
        .then([]);
      spec
        .given([registered, auditor])
        .when({ type: 'RevokeAuditor', data: { userId: 3 } })
        .then([{ type: 'AuditorRevoked', data: { userId: 3 } }]);
      spec
        .given([registered])
        .when({ type: 'RevokeAuditor', data: { userId: 3 } })
        .then([]);
      spec
        .given([registered, { type: 'AdminGranted', data: { userId: 3 } }])
        .when({ type: 'GrantAuditor', data: { userId: 3 } })
        .thenThrows('identity.auditorIsNotStaff');
      spec
        .given([registered, { type: 'RootGranted', data: { userId: 3 } }])
        .when({ type: 'GrantAuditor', data: { userId: 3 } })
        .thenThrows('identity.auditorIsNotStaff');
      spec
        .given([registered, auditor])
        .when({ type: 'GrantAdmin', data: { userId: 3 } })
        .thenThrows('identity.auditorIsNotStaff');
    });

    it('never revokes admin from root', () => {
      spec
        .given([registered, { type: 'RootGranted', data: { userId: 3 } }])
        .when({ type: 'RevokeAdmin', data: { userId: 3 } })
        .thenThrows('identity.rootKeepsAdmin');
    });
  });

  describe('when absent', () => {
    it('answers "Something is wrong" to a verification and "not found" to a role change', () => {
      spec
        .given([])
        .when({ type: 'VerifyEmail', data: { userId: 3, tokenHash: sha256('right') } })
        .thenThrows('identity.verificationFailed');
      spec
        .given([])
        .when({ type: 'GrantAdmin', data: { userId: 3 } })
        .thenThrows('identity.userNotFound');
    });
  });

  describe('erasure', () => {
    const erase = { type: 'EraseUser' as const, data: { userId: 3 } };
    const erased: UserEvent = { type: 'UserErased', data: erase.data };

    it('closes a customer account once; the account is no more', () => {
      spec.given([registered]).when(erase).then([erased]);
      spec.given([registered, erased]).when(erase).then([]);
      expect([registered, erased].reduce(userDecider.evolve, userDecider.initialState)).toEqual({ status: 'erased', id: 3, customerId: 8 });
      spec
        .given([registered, erased])
        .when({ type: 'GrantAdmin', data: { userId: 3 } })
        .thenThrows('identity.userNotFound');
    });

    it('refuses while the person holds a staff role', () => {
      spec
        .given([registered, { type: 'AdminGranted', data: { userId: 3 } }])
        .when(erase)
        .thenThrows('identity.staffNotErasable');
      spec
        .given([registered, { type: 'AuditorGranted', data: { userId: 3 } }])
        .when(erase)
        .thenThrows('identity.staffNotErasable');
    });
  });
});
