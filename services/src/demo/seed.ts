import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  addProductSchema,
  addShipmentGroupSchema,
  addShipmentSchema,
  addVendorSchema,
  customerDetailsSchema,
  stockTermsSchema,
  updateShipmentSchema,
  vendorStream,
  customerStream,
  productStream,
  orderStream,
  invoiceStream,
  paymentStream,
  expenseStream,
  shipmentGroupStream,
} from '@cargo/contracts';
import { AddProductCommand } from '../catalog/add-product.handler';
import { Accounts } from '../identity/accounts';
import { ensureUser, type Login } from '../identity/bootstrap';
import { AddStockCommand } from '../inventory/save-stock-row/add-stock.handler';
import { systemContext } from '../platform/write-model/command-context';
import type { EventStore } from '../platform/event-store/event-store.port';
import type { Infrastructure } from '../platform/process/infrastructure';
import { INFRASTRUCTURE } from '../platform/process/tokens';
import { AddVendorCommand } from '../vendors/add-vendor.handler';
import { AddCustomerCommand } from '../customers/add-customer.handler';
import { AddShipmentGroupCommand } from '../shipping/add-shipment-group.handler';
import { AddShipmentCommand } from '../shipping/add-shipment/add-shipment.handler';
import { formSaved, UpdateShipmentCommand } from '../shipping/update-shipment/update-shipment.handler';
import { SHIPPED_BY_THE_CASE } from './demo-records';
import { seedPackages } from './demo-packages';
import { seedWorkingSeason } from './working-season';

const VENDORS = [
  { name: 'Costco Wholesale', address1: '4401 4th Ave S', address2: 'Seattle, WA', email: 'orders@costco.example', phone: '2065550100' },
  { name: "Sam's Club", address1: '1701 N Harbor Blvd', address2: 'Fullerton, CA', email: 'sales@samsclub.example', phone: '7145550142' },
  // Bank-export imports record their expenses against 'Other' until staff name the real vendor.
  { name: 'Other', address1: '', address2: '', email: '', phone: '' },
];

/** [title, sku, retail cents, discount cents, US units, VN units, stock lots as [vendor index, units, price cents]] */
const PRODUCTS: [string, string, number, number, number, number, [number, number, number][]][] = [
  [
    'Kirkland Fish Oil 1000mg, 400 softgels',
    'KS-FISH-400',
    2499,
    300,
    0,
    4,
    [
      [0, 24, 1650],
      [1, 12, 1720],
    ],
  ],
  ['Centrum Silver Adults 50+, 275 tablets', 'CEN-SLV-275', 3299, 0, 0, 2, [[0, 18, 2410]]],
  ['Similac Pro-Advance Infant Formula 1.45 kg', 'SIM-PRO-145', 5499, 500, 0, 0, [[1, 10, 4200]]],
  ['Kirkland Signature Mixed Nuts 1.13 kg', 'KS-NUTS-113', 1899, 0, 0, 6, [[0, 30, 1290]]],
  ['Starbucks French Roast Whole Bean 1.13 kg', 'SBX-FR-113', 2299, 200, 0, 0, [[0, 4, 1680]]],
  ['Neutrogena Hydro Boost Water Gel 48 g', 'NTG-HB-48', 1999, 0, 3, 0, []],
  ['Cetaphil Gentle Skin Cleanser 591 ml', 'CTP-GSC-591', 1549, 150, 0, 0, [[1, 20, 980]]],
  ['Nature Made Vitamin D3 2000 IU, 220 softgels', 'NM-D3-220', 1699, 0, 0, 0, []],
  ['Kirkland Signature Almond Butter 765 g', 'KS-ALM-765', 1299, 0, 0, 0, [[0, 2, 890]]],
  ['Ghirardelli Premium Chocolate Squares 600 g', 'GHI-SQ-600', 1999, 250, 0, 8, [[1, 15, 1310]]],
];

/** Brand, category and product type of each demo product: option ids of the seeded dropdowns (contracts/src/settings/dropdown-seeds.json). */
const KINDS: Record<string, [brandId: number, lvl1Id: number, lvl2Id: number]> = {
  'KS-FISH-400': [1, 1, 1],
  'CEN-SLV-275': [3, 1, 1],
  'SIM-PRO-145': [5, 4, 4],
  'KS-NUTS-113': [1, 2, 2],
  'SBX-FR-113': [5, 2, 5],
  'NTG-HB-48': [4, 3, 3],
  'CTP-GSC-591': [5, 3, 3],
  'NM-D3-220': [2, 1, 1],
  'KS-ALM-765': [1, 2, 2],
  'GHI-SQ-600': [5, 2, 2],
};

/** Senders in the US and receivers in Vietnam, kept by staff. */
const CUSTOMERS = [
  { name: 'Tran Van Binh', address1: '9200 Bolsa Ave', address2: 'Westminster, CA', email: 'binh@example.com', phone: '7145550177' },
  { name: 'Le Thi Hoa', address1: '12 Le Loi, Ben Nghe', address2: 'Quan 1, TP. Ho Chi Minh', email: 'hoa@example.com', phone: '0912345678' },
  { name: 'Nguyen Minh Tam', address1: '45 Tran Hung Dao', address2: 'Hai Chau, Da Nang', email: '', phone: '0935123456' },
];

/**
 * Whether the store holds a record of the business (a first customer, vendor, product, order,
 * invoice, payment, expense or group): such a store is never seeded. Not its head position: the
 * dropdowns, exchange rate and root account are written at every first start. Eight short reads.
 */
async function holdsBusinessRecords(log: EventStore): Promise<boolean> {
  const firsts = [customerStream, vendorStream, productStream, orderStream, invoiceStream, paymentStream, expenseStream, shipmentGroupStream].map((stream) =>
    stream(1),
  );
  const found = await Promise.all(firsts.map((stream) => log.readStreamBackwards(stream, 1)));
  return found.some((events) => events.length > 0);
}

/** [group index, sender, receiver, boxes, pallets, weight (hundredths of a lb), value (cents), tracking #, status ids after New] */
const SHIPMENTS: [number, number, number, number, number, number, number, string, number[]][] = [
  [0, 0, 1, 3, 0, 4250, 30_000, 'MTL-1001', [2, 3]],
  [0, 0, 2, 1, 0, 1275, 10_000, 'MTL-1002', [2]],
  [1, 0, 1, 12, 2, 0, 250_000, 'MTL-2001', []],
];

/** The demo accounts; README and the start-up log print them. */
export const DEMO_LOGINS: Login[] = [
  { role: 'root', email: 'root@mtlcargo.demo', password: 'Root#2026demo' },
  { role: 'admin', email: 'admin@mtlcargo.demo', password: 'Admin#2026demo' },
  { role: 'auditor', email: 'auditor@mtlcargo.demo', password: 'Auditor#2026demo' },
  { role: 'customer', email: 'customer@mtlcargo.demo', password: 'Customer#2026demo' },
  { role: 'warehouse', email: 'warehouse@mtlcargo.demo', password: 'Warehouse#2026demo' },
  { role: 'sales', email: 'sales@mtlcargo.demo', password: 'Sales#2026demo' },
  { role: 'accountant', email: 'accountant@mtlcargo.demo', password: 'Accountant#2026demo' },
];
const DEMO_NAMES = {
  root: { first: 'Chủ', last: 'Hệ Thống' },
  admin: { first: 'Nhân', last: 'Viên' },
  auditor: { first: 'Kiểm', last: 'Toán' },
  customer: { first: 'Khách', last: 'Hàng' },
  warehouse: { first: 'Kho', last: 'Hàng' },
  sales: { first: 'Kinh', last: 'Doanh' },
  accountant: { first: 'Kế', last: 'Toán' },
};

/**
 * Seeds an empty store through the real command handlers: the accounts, the first vendors, products,
 * stock and shipments (which the browser tests know by name), then a working season on top of them.
 */
export async function seedDemoData(app: INestApplication): Promise<boolean> {
  if (await holdsBusinessRecords(app.get<Infrastructure>(INFRASTRUCTURE).eventStore)) return false;
  // The auditor comes last, so the ids of everything seeded before it stay as they were.
  const [auditors, others] = [DEMO_LOGINS.filter((login) => login.role === 'auditor'), DEMO_LOGINS.filter((login) => login.role !== 'auditor')];
  for (const login of others) await ensureUser(app, login, DEMO_NAMES[login.role]);
  const bus = app.get(CommandBus);
  const context = systemContext('demo-seed');
  const vendorIds: number[] = [];
  const productIds = new Map<string, number>();
  for (const vendor of VENDORS) {
    vendorIds.push((await bus.execute(new AddVendorCommand({ details: addVendorSchema.parse(vendor) }, context))).id);
  }
  for (const [title, skuCode, retailPrice, discount, usQuantity, vnQuantity, lots] of PRODUCTS) {
    const {
      usQuantity: us,
      vnQuantity: vn,
      ...details
    } = addProductSchema.parse({
      title,
      skuCode,
      brandId: KINDS[skuCode][0],
      lvl1Id: KINDS[skuCode][1],
      lvl2Id: KINDS[skuCode][2],
      currencyId: 'UsDollar',
      stockPrice: lots[0]?.[2] ?? 0,
      unitPrice: retailPrice - discount,
      retailPrice,
      discount,
      ...SHIPPED_BY_THE_CASE,
      description: `<p>${title}, bought in the US and shipped to Vietnam.</p>`,
      usQuantity,
      vnQuantity,
    });
    const { id: productId } = await bus.execute(new AddProductCommand({ input: { details, usQuantity: us, vnQuantity: vn } }, context));
    productIds.set(skuCode, productId);
    for (const [vendor, quantity, stockPrice] of lots) {
      const stock = stockTermsSchema.parse({ stockPrice, quantity, vendorId: vendorIds[vendor], datePurchased: '2026-10-15', updateQuantity: true });
      await bus.execute(new AddStockCommand({ productId, stock }, context));
    }
  }
  await seedShipments(bus, context);
  const admin = await app.get(Accounts).byEmail(DEMO_LOGINS.find((login) => login.role === 'admin')!.email);
  await seedWorkingSeason(app, { vendorIds, productIds, staff: { ...(await app.get(Accounts).infoOf(admin!)), sessionId: 'demo-seed' } }, context);
  await seedPackages(app, context);
  for (const login of auditors) await ensureUser(app, login, DEMO_NAMES[login.role]);
  return true;
}

/** Two groups (Air and Sea) with shipments the home page can track (MTL-1001 has moved along). */
async function seedShipments(bus: CommandBus, context: ReturnType<typeof systemContext>): Promise<void> {
  const customerIds: number[] = [];
  for (const customer of CUSTOMERS)
    customerIds.push((await bus.execute(new AddCustomerCommand({ details: customerDetailsSchema.parse(customer) }, context))).id);
  const groupIds: number[] = [];
  for (const typeId of ['Air', 'Sea'])
    groupIds.push(
      (await bus.execute(new AddShipmentGroupCommand({ details: addShipmentGroupSchema.parse({ typeId, shipmentDate: '2026-11-18' }) }, context))).id,
    );
  const party = (index: number) => ({
    customerId: customerIds[index],
    address1: CUSTOMERS[index].address1,
    address2: CUSTOMERS[index].address2,
    phone: CUSTOMERS[index].phone,
    email: CUSTOMERS[index].email,
  });
  for (const [group, sender, receiver, totalBox, totalPallet, totalWeight, totalValue, mtlTracking, statuses] of SHIPMENTS) {
    const fields = {
      groupId: groupIds[group],
      sender: party(sender),
      receiver: party(receiver),
      totalBox,
      totalPallet,
      totalWeight,
      totalValue,
      shipmentDate: '2026-11-18',
      mtlTracking,
      description: 'Vitamins, snacks and clothes',
    };
    const { id } = await bus.execute(
      new AddShipmentCommand({ input: addShipmentSchema.parse({ ...fields, parcels: [{ weight: Math.max(totalWeight, 100), value: totalValue }] }) }, context),
    );
    for (const statusId of statuses)
      await bus.execute(
        new UpdateShipmentCommand(
          formSaved(updateShipmentSchema.parse({ ...fields, id, statusId, parcels: [{ id: 1, weight: Math.max(totalWeight, 100), value: totalValue }] })),
          context,
        ),
      );
  }
}
