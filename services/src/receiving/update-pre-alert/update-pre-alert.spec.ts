import { preAlertStream, preAlertTrackingStream, type DomainEvent } from '@cargo/contracts';
import { useCaseSpec } from '../../testing/use-case-spec';
import { binh, expected4, lan, preAlert, staff, UPS } from '../receiving-fixtures';
import { updatePreAlert } from './update-pre-alert.use-case';

const spec = useCaseSpec(updatePreAlert);
const USPS = '9400111899223344556677';

describe('update pre-alert (no store)', () => {
  it('a new number is claimed first and the old one let go after; the same number claims nothing', () => {
    const after = { ...preAlert, trackingNumber: USPS };
    spec
      .given(expected4)
      .when({ input: { ...after, id: 4 }, user: lan })
      .then({
        record: { preAlertId: 4, customerId: 7, from: UPS, to: USPS },
        before: [[preAlertTrackingStream(7, USPS), { type: 'Claim', data: { key: USPS, holderId: 4 } }]],
        pivot: [preAlertStream(4), { type: 'UpdatePreAlert', data: { preAlertId: 4, after } }],
        after: [[preAlertTrackingStream(7, UPS), { type: 'Release', data: { key: UPS, holderId: 4 } }]],
      });
    const sea = { ...preAlert, service: 'Sea' as const };
    spec
      .given(expected4)
      .when({ input: { ...sea, id: 4 }, user: staff })
      .then({ pivot: [preAlertStream(4), { type: 'UpdatePreAlert', data: { preAlertId: 4, after: sea } }] });
  });

  it("another customer's pre-alert is one that does not exist; a received one is not edited", () => {
    spec
      .given(expected4)
      .when({ input: { ...preAlert, id: 4 }, user: binh })
      .thenRefused('receiving.preAlertNotFound');
    const received: DomainEvent = { type: 'PreAlertReceived', data: { preAlertId: 4, packageId: 9 } };
    spec
      .given({ [preAlertStream(4)]: [...expected4[preAlertStream(4)], received] })
      .when({ input: { ...preAlert, id: 4 }, user: lan })
      .thenRefused('receiving.preAlertNotExpected');
  });
});
