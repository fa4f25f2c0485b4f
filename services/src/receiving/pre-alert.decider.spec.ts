import type { PreAlertDetails, PreAlertEvent } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { preAlertDecider } from './pre-alert.decider';

const spec = deciderSpec(preAlertDecider);
const preAlert: PreAlertDetails = {
  carrier: 'UPS',
  trackingNumber: '1Z5R89390357567127',
  contents: [{ description: 'Running shoes', quantity: 2, value: 12_000, hsCode: '' }],
  service: 'Air',
  fileId: null,
  note: '',
};
const added: PreAlertEvent = { type: 'PreAlertAdded', data: { preAlertId: 4, customerId: 2, preAlert } };

describe('pre-alert decider', () => {
  it('records a new pre-alert as expected, once', () => {
    spec
      .given([])
      .when({ type: 'AddPreAlert', data: { preAlertId: 4, customerId: 2, preAlert } })
      .then([added]);
    spec
      .given([added])
      .when({ type: 'AddPreAlert', data: { preAlertId: 4, customerId: 2, preAlert } })
      .thenThrows('error.concurrency');
  });

  it('is edited or cancelled while expected, and not after', () => {
    const after = { ...preAlert, service: 'Sea' as const };
    spec
      .given([added])
      .when({ type: 'UpdatePreAlert', data: { preAlertId: 4, after } })
      .then([{ type: 'PreAlertUpdated', data: { preAlertId: 4, after } }]);
    spec
      .given([added])
      .when({ type: 'CancelPreAlert', data: { preAlertId: 4 } })
      .then([{ type: 'PreAlertCancelled', data: { preAlertId: 4 } }]);
    const cancelled: PreAlertEvent = { type: 'PreAlertCancelled', data: { preAlertId: 4 } };
    spec
      .given([added, cancelled])
      .when({ type: 'UpdatePreAlert', data: { preAlertId: 4, after } })
      .thenThrows('receiving.preAlertNotExpected');
    spec
      .given([added, cancelled])
      .when({ type: 'MarkPreAlertReceived', data: { preAlertId: 4, packageId: 9 } })
      .thenThrows('receiving.preAlertNotExpected');
    spec
      .given([])
      .when({ type: 'CancelPreAlert', data: { preAlertId: 4 } })
      .thenThrows('receiving.preAlertNotFound');
  });

  it('is received by one package: again by it writes nothing, by another is refused', () => {
    const received: PreAlertEvent = { type: 'PreAlertReceived', data: { preAlertId: 4, packageId: 9 } };
    spec
      .given([added])
      .when({ type: 'MarkPreAlertReceived', data: { preAlertId: 4, packageId: 9 } })
      .then([received]);
    spec
      .given([added, received])
      .when({ type: 'MarkPreAlertReceived', data: { preAlertId: 4, packageId: 9 } })
      .then([]);
    spec
      .given([added, received])
      .when({ type: 'MarkPreAlertReceived', data: { preAlertId: 4, packageId: 10 } })
      .thenThrows('receiving.preAlertNotExpected');
    spec
      .given([added, received])
      .when({ type: 'CancelPreAlert', data: { preAlertId: 4 } })
      .thenThrows('receiving.preAlertNotExpected');
  });
});
