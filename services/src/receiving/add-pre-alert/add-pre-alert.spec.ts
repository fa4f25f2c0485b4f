import { preAlertStream, preAlertTrackingStream, type DomainEvent } from '@cargo/contracts';
import { useCaseSpec } from '../../testing/use-case-spec';
import { customers, lan, preAlert, staff, UPS } from '../receiving-fixtures';
import { addPreAlert } from './add-pre-alert.use-case';

const spec = useCaseSpec(addPreAlert);

describe('add pre-alert (no store)', () => {
  it("claims the number for the caller's own customer, then records the pre-alert as expected", () => {
    spec
      .given(customers)
      // A customer naming someone else is still their own.
      .when({ input: { ...preAlert, customerId: 8 }, user: lan }, 4)
      .then({
        record: { preAlertId: 4, customerId: 7, trackingNumber: UPS },
        before: [[preAlertTrackingStream(7, UPS), { type: 'Claim', data: { key: UPS, holderId: 4 } }]],
        pivot: [preAlertStream(4), { type: 'AddPreAlert', data: { preAlertId: 4, customerId: 7, preAlert } }],
      });
  });

  it('staff pre-alert for the customer they name, who must be open', () => {
    spec
      .given(customers)
      .when({ input: { ...preAlert, customerId: 8 }, user: staff }, 5)
      .then({
        before: [[preAlertTrackingStream(8, UPS), { type: 'Claim', data: { key: UPS, holderId: 5 } }]],
        pivot: [preAlertStream(5), { type: 'AddPreAlert', data: { preAlertId: 5, customerId: 8, preAlert } }],
      });
    spec
      .given(customers)
      .when({ input: { ...preAlert, customerId: 9 }, user: staff })
      .thenRefused('error.invalidInput', [{ path: 'customerId', code: 'customers.customerNotFound' }]);
    spec
      .given(customers)
      .when({ input: preAlert, user: staff })
      .thenRefused('error.invalidInput', [{ path: 'customerId', code: 'receiving.customerRequired' }]);
  });

  it('refuses a number the same customer announced already; another customer may announce it', () => {
    const claimed: DomainEvent[] = [{ type: 'KeyClaimed', data: { key: UPS, holderId: 2 } }];
    spec
      .given({ ...customers, [preAlertTrackingStream(7, UPS)]: claimed })
      .when({ input: preAlert, user: lan }, 4)
      .thenRefused('receiving.duplicatePreAlert');
    spec
      .given({ ...customers, [preAlertTrackingStream(8, UPS)]: claimed })
      .when({ input: preAlert, user: lan }, 4)
      .then({
        before: [[preAlertTrackingStream(7, UPS), { type: 'Claim', data: { key: UPS, holderId: 4 } }]],
        pivot: [preAlertStream(4), { type: 'AddPreAlert', data: { preAlertId: 4, customerId: 7, preAlert } }],
      });
  });
});
