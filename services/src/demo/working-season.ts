import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  addInvoiceSchema,
  addOrderSchema,
  addProductSchema,
  addShipmentGroupSchema,
  addShipmentSchema,
  addStockGroupSchema,
  addVendorSchema,
  contactMessageSchema,
  customerDetailsSchema,
  expenseDetailsSchema,
  invoiceStream,
  invoiceTotal,
  orderStream,
  submitPaymentSchema,
  updateShipmentGroupSchema,
  type AddOrderInput,
  type Currency,
  type InvoiceCreated,
  type InvoiceLinesAdded,
  type OrderPlaced,
} from '@cargo/contracts';
import { AddProductCommand } from '../catalog/add-product.handler';
import { UploadProductPicturesCommand } from '../catalog/upload-product-pictures.handler';
import { SendContactMessageCommand } from '../contact/send-contact-message.handler';
import { AddCustomerCommand } from '../customers/add-customer.handler';
import { AddExpenseCommand } from '../expenses/record-expense/add-expense.handler';
import { AddInvoiceCommand } from '../billing/add-invoice/add-invoice.handler';
import { PushShipmentInvoiceCommand } from '../billing/push-shipment-invoice/push-shipment-invoice.handler';
import { SubmitPaymentCommand } from '../billing/submit-payment/submit-payment.handler';
import { AddStockGroupCommand } from '../inventory/add-stock-group/add-stock-group.handler';
import { SetStockGroupPaymentStatusCommand } from '../inventory/set-stock-group-payment-status.handler';
import { AddOrderCommand } from '../ordering/add-order/add-order.handler';
import { RemoveOrderStockCommand } from '../ordering/remove-order-stock/remove-order-stock.handler';
import { AddOrderToShipmentGroupCommand } from '../shipping/add-order-to-shipment-group/add-order-to-shipment-group.handler';
import { AddShipmentGroupCommand } from '../shipping/add-shipment-group.handler';
import { AddShipmentCommand } from '../shipping/add-shipment/add-shipment.handler';
import { SetShipmentStatusCommand } from '../shipping/set-shipment-status.handler';
import { UpdateShipmentGroupCommand } from '../shipping/update-shipment-group/update-shipment-group.handler';
import { AddVendorCommand } from '../vendors/add-vendor.handler';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import type { Infrastructure } from '../platform/process/infrastructure';
import { INFRASTRUCTURE } from '../platform/process/tokens';
import type { CommandContext } from '../platform/write-model/command-context';
import { SHIPPED_BY_THE_CASE, CONTACT_MESSAGES, EXPENSES, FIRST_PICTURES, MORE_CUSTOMERS, MORE_PRODUCTS, MORE_VENDORS } from './demo-records';
import { productPicture } from './demo-pictures';

/** Ids of what the first part of the seed made, which the season builds on. */
export interface SeededBase {
  vendorIds: number[];
  /** By sku. */
  productIds: Map<string, number>;
  staff: AuthenticatedUser;
}

/** The same demo each time: a small fixed-seed generator (mulberry32) picks quantities and products. */
function picker(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { below: (n: number) => Math.floor(next() * n), next };
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Shipment statuses (seeded options): 1 New, 2 Received in US, 3 In transit, 4 Arrived in VN, 5 Delivered. Group: 1 New, 2 Departed, 3 Arrived. */
const GROUPS = [
  { typeId: 'Sea', daysAgo: 75, statusId: 3, shipmentStatuses: [4, 5, 5, 4, 5] },
  { typeId: 'Air', daysAgo: 40, statusId: 2, shipmentStatuses: [3, 3, 3, 3] },
  { typeId: 'Sea', daysAgo: 20, statusId: 2, shipmentStatuses: [3, 3, 3] },
  { typeId: 'Air', daysAgo: 2, statusId: 1, shipmentStatuses: [1, 2, 2, 1] },
] as const;

/**
 * A season of a working business on top of the base seed, through the real commands: vendors,
 * twenty more products (all thirty with pictures), purchases from several vendors, customers, sixty
 * orders of every type in dollars and dong, shipments in air and sea groups at every status, invoices
 * paid, part-paid and pending, payments across invoices with credit left and used, expenses and
 * contact messages. Dates a record carries spread over the last three months (the overview draws
 * months); orders are dated by when they are placed, which is now.
 */
export async function seedWorkingSeason(app: INestApplication, base: SeededBase, context: CommandContext): Promise<void> {
  const bus = app.get(CommandBus);
  const log = app.get<Infrastructure>(INFRASTRUCTURE).eventStore;
  const pick = picker(2026);
  const run = <T>(command: object) => bus.execute(command as never) as Promise<T>;

  const vendorIds = [...base.vendorIds];
  for (const vendor of MORE_VENDORS) vendorIds.push((await run<{ id: number }>(new AddVendorCommand({ details: addVendorSchema.parse(vendor) }, context))).id);

  const productIds: number[] = [];
  for (const [title, skuCode, retailPrice, discount, brandId, lvl1Id, lvl2Id] of MORE_PRODUCTS) {
    const { usQuantity, vnQuantity, ...details } = addProductSchema.parse({
      title,
      skuCode,
      brandId,
      lvl1Id,
      lvl2Id,
      currencyId: 'UsDollar',
      stockPrice: Math.round((retailPrice - discount) * 0.7),
      unitPrice: retailPrice - discount,
      retailPrice,
      discount,
      ...SHIPPED_BY_THE_CASE,
      description: `<p>${title}. Mua tại Mỹ, gửi về Việt Nam. Bought in the US, shipped to Vietnam.</p>`,
      usQuantity: 0,
      vnQuantity: 12,
    });
    productIds.push((await run<{ id: number }>(new AddProductCommand({ input: { details, usQuantity, vnQuantity } }, context))).id);
  }
  const pictures: [number, [string, string, string]][] = [
    ...[...base.productIds].map(([sku, id]) => [id, FIRST_PICTURES[sku]] as [number, [string, string, string]]),
    ...MORE_PRODUCTS.map(
      ([, , , , , , , packing, label, colour], index) => [productIds[index], [packing, label, colour]] as [number, [string, string, string]],
    ),
  ];
  for (const [productId, [packing, label, colour]] of pictures) {
    const bytes = await productPicture(label, packing as never, colour);
    await run(new UploadProductPicturesCommand({ productId, files: [{ originalname: `${label}.png`, size: bytes.length, buffer: bytes }] }, context));
  }

  // Purchases: each product bought twice, from two of the five stores, over the season.
  const stores = [0, 1, 3, 4, 5];
  for (let round = 0; round < 6; round += 1) {
    const lines = MORE_PRODUCTS.flatMap(([, , retail, discount], index) =>
      index % 3 === round % 3 ? [{ productId: productIds[index], quantity: 30 + pick.below(30), stockPrice: Math.round((retail - discount) * 0.68) }] : [],
    );
    const group = addStockGroupSchema.parse({ vendorId: vendorIds[stores[round % stores.length]], datePurchased: day(85 - round * 14), stocks: lines });
    const { id } = await run<{ id: number }>(new AddStockGroupCommand(group, context));
    if (round < 4) await run(new SetStockGroupPaymentStatusCommand({ stockGroupId: id, paymentStatus: round < 3 ? 'Paid' : 'PartiallyPaid' }, context));
  }

  const customerIds: number[] = [];
  for (const customer of MORE_CUSTOMERS)
    customerIds.push((await run<{ id: number }>(new AddCustomerCommand({ details: customerDetailsSchema.parse(customer) }, context))).id);

  // Orders: mostly regular, some pre-orders, some on hold (a few of them unheld again), a quarter in dong.
  const orders: { id: number; customerId: number; currencyId: Currency; typeId: string }[] = [];
  for (let index = 0; index < 60; index += 1) {
    const typeId = index % 10 === 6 ? 'Preorder' : index % 10 >= 7 && index % 10 <= 8 ? 'PlaceHolder' : 'Regular';
    const currencyId: Currency = index % 4 === 3 ? 'VietDong' : 'UsDollar';
    const chosen = new Set<number>();
    while (chosen.size < 1 + pick.below(3)) chosen.add(pick.below(productIds.length));
    const input: AddOrderInput = {
      customerId: customerIds[index % customerIds.length],
      typeId,
      currencyId,
      deliveryFee: currencyId === 'UsDollar' ? (index % 3) * 500 : (index % 3) * 50_000,
      orderDetails: [...chosen].map((product) => ({ productId: productIds[product], warehouseId: index % 9 === 4 ? 'VN' : 'US', quantity: 1 + pick.below(3) })),
    };
    const { id } = await run<{ id: number }>(new AddOrderCommand({ input: addOrderSchema.parse(input), user: base.staff }, context));
    orders.push({ id, customerId: input.customerId!, currencyId, typeId });
    if (index % 10 === 8)
      await run(new RemoveOrderStockCommand({ orderId: id, removal: { type: 'UnholdOrder', warehouseId: 'US' }, user: base.staff }, context));
  }

  // Groups, each with its shipments, and the dollar orders packed into the newest air group.
  const party = (index: number) => {
    const { address1, address2, phone, email } = MORE_CUSTOMERS[index];
    return { customerId: customerIds[index], address1, address2, phone, email };
  };
  const shipmentIds: number[] = [];
  let tracking = 3000;
  for (const [groupIndex, group] of GROUPS.entries()) {
    const details = addShipmentGroupSchema.parse({ typeId: group.typeId, shipmentDate: day(group.daysAgo) });
    const { id: groupId } = await run<{ id: number }>(new AddShipmentGroupCommand({ details }, context));
    for (const [index, statusId] of group.shipmentStatuses.entries()) {
      const sender = (groupIndex * 5 + index * 2) % customerIds.length;
      const weight = 1500 + pick.below(6000);
      const value = 20_000 + pick.below(80_000);
      const sea = group.typeId === 'Sea';
      tracking += 1;
      const shipment = addShipmentSchema.parse({
        groupId,
        sender: party(sender),
        receiver: party((sender + 1) % customerIds.length),
        totalBox: 1 + pick.below(6),
        totalPallet: sea ? 1 + pick.below(2) : 0,
        totalWeight: sea ? 0 : weight,
        totalValue: value,
        shipmentDate: day(group.daysAgo + 2),
        mtlTracking: `MTL-${tracking}`,
        description: sea ? 'Đồ gia dụng, quần áo / household goods, clothes' : 'Vitamin, sữa, bánh kẹo / vitamins, formula, snacks',
        parcels: [{ weight: Math.max(weight, 100), value }],
      });
      const { id } = await run<{ id: number }>(new AddShipmentCommand({ input: shipment }, context));
      shipmentIds.push(id);
      if (statusId > 1) await run(new SetShipmentStatusCommand({ shipmentId: id, statusId }, context));
    }
    if (groupIndex === GROUPS.length - 1)
      for (const order of orders.filter((o) => o.typeId === 'Regular' && o.currencyId === 'UsDollar').slice(0, 12))
        await run(new AddOrderToShipmentGroupCommand({ orderId: order.id, shipmentGroupId: groupId }, context));
    if (group.statusId > 1)
      await run(new UpdateShipmentGroupCommand({ input: updateShipmentGroupSchema.parse({ ...details, id: groupId, statusId: group.statusId }) }, context));
  }

  // Invoices: the shipments' (pushed), most regular orders' (their lines as priced), and general charges over the season.
  const invoices: { id: number; customerId: number; currencyId: Currency; total: number; daysAgo: number }[] = [];
  for (const [index, shipmentId] of shipmentIds.entries()) {
    if (index % 4 === 3) continue;
    const { id } = await run<{ id: number }>(new PushShipmentInvoiceCommand({ shipmentId }, context));
    const events = (await log.readStream(invoiceStream(id))) as unknown as (InvoiceCreated | InvoiceLinesAdded)[];
    const created = events.find((event): event is InvoiceCreated => event.type === 'InvoiceCreated')!.data.invoice;
    const lines = events.flatMap((event) => (event.type === 'InvoiceLinesAdded' ? event.data.lines : []));
    invoices.push({
      id,
      customerId: created.customerId,
      currencyId: created.currencyId,
      total: invoiceTotal(lines.map((line) => ({ ...line, isActive: true }))),
      daysAgo: 0,
    });
  }
  for (const order of orders.filter((o) => o.typeId === 'Regular').slice(0, 30)) {
    const [placed] = (await log.readStream(orderStream(order.id))) as unknown as OrderPlaced[];
    const lines = placed.data.lines.map((line) => ({ name: line.productTitle, quantity: line.quantity, unitPrice: line.unitPrice }));
    if (placed.data.deliveryFee > 0) lines.push({ name: 'Phí giao hàng / Delivery', quantity: 1, unitPrice: placed.data.deliveryFee });
    const daysAgo = pick.below(3);
    const input = addInvoiceSchema.parse({
      typeId: 'Order',
      customerId: order.customerId,
      associatedId: order.id,
      currencyId: order.currencyId,
      invoiceDate: day(daysAgo),
      invoiceDetails: lines,
    });
    const { id } = await run<{ id: number }>(new AddInvoiceCommand({ input }, context));
    invoices.push({
      id,
      customerId: order.customerId,
      currencyId: order.currencyId,
      daysAgo,
      total: lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0),
    });
  }
  for (let index = 0; index < 24; index += 1) {
    const customerId = customerIds[(index * 7) % customerIds.length];
    const currencyId: Currency = index % 5 === 4 ? 'VietDong' : 'UsDollar';
    const pounds = 10 + pick.below(60);
    const lines = [
      { name: 'Cước gửi hàng / Freight (lb)', quantity: pounds, unitPrice: currencyId === 'UsDollar' ? 350 : 85_000 },
      ...(index % 3 === 0 ? [{ name: 'Đóng gói / Packing', quantity: 1, unitPrice: currencyId === 'UsDollar' ? 1500 : 350_000 }] : []),
    ];
    const daysAgo = 88 - index * 3 - pick.below(3);
    const input = addInvoiceSchema.parse({ typeId: 'General', customerId, currencyId, invoiceDate: day(daysAgo), invoiceDetails: lines });
    const { id } = await run<{ id: number }>(new AddInvoiceCommand({ input }, context));
    invoices.push({ id, customerId, currencyId, daysAgo, total: lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0) });
  }

  // Payments: most invoices paid in full, some in part, some left pending; a few customers pay ahead
  // (credit left), and a later payment of theirs uses that credit.
  const withCredit = new Set<string>();
  for (const [index, invoice] of invoices.entries()) {
    const share = index % 6;
    if (share === 5) continue;
    const owed = invoice.total;
    const amount = share === 4 ? Math.round(owed / 2) : share === 3 ? owed + (invoice.currencyId === 'UsDollar' ? 5_000 : 1_000_000) : owed;
    const key = `${invoice.customerId}:${invoice.currencyId}`;
    const creditToUse = share === 0 && withCredit.has(key) ? Math.min(owed, invoice.currencyId === 'UsDollar' ? 2_000 : 500_000) : 0;
    const payment = submitPaymentSchema.parse({
      customerId: invoice.customerId,
      currencyId: invoice.currencyId,
      amount: amount - creditToUse,
      creditToUse,
      paymentDate: day(Math.max(0, invoice.daysAgo - 1 - pick.below(4))),
      typeId: 1 + (index % 3),
      invoiceIds: [invoice.id],
    });
    await run(new SubmitPaymentCommand({ payment }, context));
    if (share === 3) withCredit.add(key);
    else if (creditToUse > 0) withCredit.delete(key);
  }

  for (const [typeId, vendor, paymentMethodId, daysAgo, description, amount] of EXPENSES) {
    const expense = expenseDetailsSchema.parse({ typeId, vendorId: vendorIds[vendor], paymentMethodId, transactionDate: day(daysAgo), description, amount });
    await run(new AddExpenseCommand({ expense }, context));
  }
  for (const message of CONTACT_MESSAGES) await run(new SendContactMessageCommand({ message: contactMessageSchema.parse(message) }, context));
}
