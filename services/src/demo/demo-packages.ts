import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addPreAlertSchema, receivePackageSchema, shipRequestSchema, type PreAlertInput } from '@cargo/contracts';
import { Accounts } from '../identity/accounts';
import { AddDeliveryAddressCommand } from '../ordering/add-delivery-address.handler';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import type { CommandContext } from '../platform/write-model/command-context';
import { AddPreAlertCommand } from '../receiving/add-pre-alert/add-pre-alert.handler';
import { ReceivePackageCommand } from '../receiving/receive-package/receive-package.handler';
import { ReceivingFiles } from '../receiving/receiving-files';
import { RequestShippingCommand } from '../receiving/request-shipping/request-shipping.handler';
import { productPicture } from './demo-pictures';

/** What the demo customer announced: two arrived, one is still on its way. */
const PRE_ALERTS: PreAlertInput[] = [
  { carrier: 'UPS', trackingNumber: '1Z5R89390357567127', service: 'Air', contents: [{ description: 'Nike running shoes', quantity: 2, value: 18_000 }] },
  { carrier: 'USPS', trackingNumber: '9400111899223344556677', service: 'Air', contents: [{ description: 'Vitamins, 3 bottles', quantity: 3, value: 6_000 }] },
  {
    carrier: 'Amazon',
    trackingNumber: 'TBA123456789012',
    service: 'Sea',
    contents: [{ description: 'Kitchen mixer', quantity: 1, value: 32_000 }],
    note: 'Gift for mum',
  },
];

/**
 * The front of the demo's day, through the real commands: the demo customer's pre-alerts, two of them
 * received with photos (one requested for shipping, to their delivery address), a package received for
 * them with no pre-alert, and one unknown package waiting for its owner.
 */
export async function seedPackages(app: INestApplication, context: CommandContext): Promise<void> {
  const bus = app.get(CommandBus);
  const account = await app.get(Accounts).byEmail('customer@mtlcargo.demo');
  if (!account) return;
  const customer: AuthenticatedUser = { ...(await app.get(Accounts).infoOf(account)), sessionId: 'demo-seed' };
  const files = app.get(ReceivingFiles);
  const photo = async (label: string, colour: string) =>
    (
      await files.store(
        [{ buffer: await productPicture(label, 'box', colour), originalname: `${label}.png`, size: 0, mimetype: 'image/png' } as never],
        'photos',
      )
    )[0].fileId;
  const address = await bus.execute(
    new AddDeliveryAddressCommand(
      {
        address: { name: 'Khách Hàng', phone: '0912345678', address1: '12 Lê Lợi, Bến Nghé', address2: 'Quận 1, TP. Hồ Chí Minh', main: false },
        user: customer,
      },
      context,
    ),
  );
  const alerts: number[] = [];
  for (const preAlert of PRE_ALERTS)
    alerts.push((await bus.execute(new AddPreAlertCommand({ input: addPreAlertSchema.parse(preAlert), user: customer }, context))).id);
  const receive = async (receipt: object) =>
    (await bus.execute(new ReceivePackageCommand({ input: receivePackageSchema.parse(receipt) }, context))).id as number;
  const shoes = await receive({
    trackingNumber: PRE_ALERTS[0].trackingNumber,
    preAlertId: alerts[0],
    weight: 412,
    length: 14,
    width: 10,
    height: 6,
    bin: 'A-03',
    photoIds: [await photo('UPS shoes', '#8d6e63')],
  });
  await receive({
    trackingNumber: PRE_ALERTS[1].trackingNumber,
    preAlertId: alerts[1],
    weight: 285,
    length: 10,
    width: 8,
    height: 6,
    bin: 'A-04',
    photoIds: [await photo('USPS vitamins', '#a1887f')],
  });
  await receive({
    trackingNumber: '1LS726800009876543',
    customerId: customer.customerId,
    weight: 150,
    length: 9,
    width: 6,
    height: 3,
    bin: 'B-01',
    condition: 'damaged',
    conditionNote: 'Corner crushed, contents fine',
  });
  await receive({
    trackingNumber: '9261290100130402211212',
    weight: 720,
    length: 18,
    width: 12,
    height: 10,
    bin: 'U-01',
    labelName: 'NGUYEN T. LAN',
    labelAddress: '2100 W 1st St, Santa Ana, CA',
    photoIds: [await photo('Unknown box', '#795548')],
  });
  await bus.execute(
    new RequestShippingCommand(
      {
        input: shipRequestSchema.parse({
          packageIds: [shoes],
          service: 'Air',
          addressId: address.id,
          insurance: true,
          packing: 'repack',
          note: 'Xin gửi sớm giúp em',
        }),
        user: customer,
      },
      context,
    ),
  );
}
