import { packageStream, packageTrackingStream, preAlertStream, type DomainEvent } from '@cargo/contracts';
import { useCaseSpec } from '../../testing/use-case-spec';
import { customers, expected4, UPS } from '../receiving-fixtures';
import { receivePackage } from './receive-package.use-case';

const spec = useCaseSpec(receivePackage);
const TODAY = '2026-12-03';
const measured = { weight: 325, length: 12, width: 10, height: 6, condition: 'ok' as const, conditionNote: '', photoIds: ['rcv_1'], bin: 'A-03' };
const scan = { trackingNumber: UPS, preAlertId: null, customerId: null, labelName: '', labelAddress: '', ...measured };
const claim = [packageTrackingStream(UPS), { type: 'Claim', data: { key: UPS, holderId: 9 } }] as [string, unknown];

describe('receive package (no store)', () => {
  it("a matched pre-alert: the number is claimed, the package recorded as its customer's, the pre-alert marked received", () => {
    spec
      .given(expected4)
      .when({ today: TODAY, input: { ...scan, preAlertId: 4 } }, 9)
      .then({
        record: { packageId: 9, trackingNumber: UPS, preAlertId: 4 },
        before: [claim],
        pivot: [
          packageStream(9),
          {
            type: 'ReceivePackage',
            data: {
              packageId: 9,
              trackingNumber: UPS,
              carrier: 'UPS',
              customerId: 7,
              preAlertId: 4,
              receipt: measured,
              label: null,
              receivedOn: TODAY,
              declaredValue: 12_000,
            },
          },
        ],
        after: [[preAlertStream(4), { type: 'MarkPreAlertReceived', data: { preAlertId: 4, packageId: 9 } }]],
      });
  });

  it("no match: an unknown package keeps its label's words, its carrier from the number's shape; or staff's customer owns it", () => {
    spec
      .given({})
      .when({ today: TODAY, input: { ...scan, labelName: 'LAN TRAN', labelAddress: '12 Main St' } }, 9)
      .then({
        before: [claim],
        pivot: [
          packageStream(9),
          {
            type: 'ReceivePackage',
            data: {
              packageId: 9,
              trackingNumber: UPS,
              carrier: 'UPS',
              customerId: null,
              preAlertId: null,
              receipt: measured,
              label: { name: 'LAN TRAN', address: '12 Main St' },
              receivedOn: TODAY,
              declaredValue: 0,
            },
          },
        ],
      });
    spec
      .given(customers)
      .when({ today: TODAY, input: { ...scan, customerId: 8, carrier: 'Other' } }, 9)
      .then({
        before: [claim],
        pivot: [
          packageStream(9),
          {
            type: 'ReceivePackage',
            data: {
              packageId: 9,
              trackingNumber: UPS,
              carrier: 'Other',
              customerId: 8,
              preAlertId: null,
              receipt: measured,
              label: null,
              receivedOn: TODAY,
              declaredValue: 0,
            },
          },
        ],
      });
  });

  it('refuses a number received already, a pre-alert of another number or not expected, a customer not on record', () => {
    const received: DomainEvent[] = [{ type: 'KeyClaimed', data: { key: UPS, holderId: 3 } }];
    spec
      .given({ ...expected4, [packageTrackingStream(UPS)]: received })
      .when({ today: TODAY, input: { ...scan, preAlertId: 4 } }, 9)
      .thenRefused('receiving.alreadyReceived');
    spec
      .given(expected4)
      .when({ today: TODAY, input: { ...scan, trackingNumber: '9400111899223344556677', preAlertId: 4 } }, 9)
      .thenRefused('error.invalidInput', [{ path: 'preAlertId', code: 'receiving.preAlertOtherNumber' }]);
    const cancelled = { [preAlertStream(4)]: [...expected4[preAlertStream(4)], { type: 'PreAlertCancelled', data: { preAlertId: 4 } }] as DomainEvent[] };
    spec
      .given(cancelled)
      .when({ today: TODAY, input: { ...scan, preAlertId: 4 } }, 9)
      .thenRefused('receiving.preAlertNotExpected');
    spec
      .given({})
      .when({ today: TODAY, input: { ...scan, preAlertId: 5 } }, 9)
      .thenRefused('receiving.preAlertNotFound');
    spec
      .given(customers)
      .when({ today: TODAY, input: { ...scan, customerId: 12 } }, 9)
      .thenRefused('error.invalidInput', [{ path: 'customerId', code: 'customers.customerNotFound' }]);
  });
});
