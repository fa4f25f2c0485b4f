import { Inject, Injectable } from '@nestjs/common';
import ExcelJS from 'exceljs';
import {
  dropdownByRef,
  lineTotal,
  orderTotal,
  MAX_PAGE_SIZE,
  MINOR_UNITS,
  personalText,
  translate,
  WEIGHT_UNITS_PER_LB,
  XLSX_CONTENT_TYPE,
  type CustomerView,
  type DropdownView,
  type FieldGroup,
  type Language,
  type MessageKey,
  type OrderView,
  type WorkbookReply,
} from '@cargo/contracts';
import { CUSTOMERS, DROPDOWNS_COLLECTION, ORDERS, type ReadStore } from '@cargo/projections';
import { READ_STORE } from '../platform/process/tokens';
import { encodeWorkbook, visibleColumns } from '../platform/xlsx';
import { ShipmentQueries } from './shipment.queries';

const SHIPMENT_COLUMNS = [
  'id',
  'tracking',
  'sender',
  'receiver',
  'phone',
  'address',
  'boxes',
  'pallets',
  'weight',
  'value',
  'status',
  'date',
  'description',
] as const;
/** Lines, then the order's own money on its first line (sum `total` for the lines, `orderTotal` for the orders). */
const ORDER_COLUMNS = [
  'order',
  'orderType',
  'customer',
  'product',
  'quantity',
  'caseQuantity',
  'total',
  'deliveryFee',
  'vatFee',
  'orderTotal',
  'paymentReceived',
] as const;
const MONEY_COLUMNS = ['total', 'deliveryFee', 'vatFee', 'orderTotal', 'paymentReceived'] as const;
/** The columns a reader's roles may hide: a receiver's contacts, an order's money. */
const SHIPMENT_GROUPS = { phone: 'personal', address: 'personal' } as const;
const ORDER_GROUPS = Object.fromEntries(MONEY_COLUMNS.map((column) => [column, 'money'])) as Record<(typeof MONEY_COLUMNS)[number], FieldGroup>;

/**
 * The group page's two workbooks: Report.xlsx (one row per shipment of the group) and Order
 * Report.xlsx (one row per line of each order of the group). Both read the group's rows through an
 * index, 500 at a time; headers and status names are in the caller's language.
 */
@Injectable()
export class ShipmentGroupReports {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly shipments: ShipmentQueries,
  ) {}

  /** `hidden`: the reader's hidden field groups, whose columns are left out (as in every report). */
  async shipmentReport(groupId: number, language: Language, hidden: readonly FieldGroup[]): Promise<WorkbookReply<'Report.xlsx'>> {
    await this.shipments.group(groupId);
    const statuses = await this.shipments.statusNames(language);
    const { workbook, sheet } = this.workbook('shipping.report.sheet', visibleColumns(SHIPMENT_COLUMNS, SHIPMENT_GROUPS, hidden), language);
    for await (const page of this.shipments.ofGroup(groupId, MAX_PAGE_SIZE)) {
      for (const shipment of page) {
        const row = sheet.addRow({
          id: shipment.id,
          tracking: shipment.mtlTracking,
          sender: shipment.senderName ?? '',
          receiver: shipment.receiverName ?? '',
          phone: shipment.receiver.phone,
          address: [shipment.receiver.address1, shipment.receiver.address2].filter(Boolean).join(', '),
          boxes: shipment.totalBox,
          pallets: shipment.totalPallet,
          weight: shipment.totalWeight / WEIGHT_UNITS_PER_LB,
          value: shipment.totalValue / MINOR_UNITS.UsDollar,
          status: statuses.get(shipment.statusId) ?? '',
          date: shipment.shipmentDate,
          description: shipment.description,
        });
        row.getCell('weight').numFmt = '#,##0.00';
        row.getCell('value').numFmt = '#,##0.00';
      }
    }
    return { fileName: 'Report.xlsx', contentType: XLSX_CONTENT_TYPE, base64: await encodeWorkbook(workbook) };
  }

  async orderReport(groupId: number, language: Language, hidden: readonly FieldGroup[]): Promise<WorkbookReply<'Order Report.xlsx'>> {
    await this.shipments.group(groupId);
    const columns = visibleColumns(ORDER_COLUMNS, ORDER_GROUPS, hidden);
    const { workbook, sheet } = this.workbook('shipping.report.orderSheet', columns, language);
    const orderTypes = await this.store.get<DropdownView>(DROPDOWNS_COLLECTION, String(dropdownByRef('orderType').id));
    const typeName = new Map((orderTypes?.options ?? []).map((option) => [option.customEnum, option.displayName[language]]));
    for await (const orders of this.store.pages<OrderView>(ORDERS, { shipmentGroupId: groupId }, { id: 1 }, MAX_PAGE_SIZE)) {
      const customers = await this.store.getMany(CUSTOMERS, [...new Set(orders.map((order) => String(order.customerId)))]);
      for (const order of orders) {
        const customer = personalText((customers.get(String(order.customerId)) as CustomerView | undefined)?.name ?? '', language);
        const units = MINOR_UNITS[order.currencyId];
        order.lines.forEach((line, index) => {
          const money =
            index === 0
              ? {
                  deliveryFee: order.deliveryFee / units,
                  vatFee: order.vatFee / units,
                  orderTotal: orderTotal(order) / units,
                  paymentReceived: (order.paymentInfo?.amount ?? 0) / units,
                }
              : {};
          const row = sheet.addRow({
            order: order.id,
            orderType: typeName.get(order.typeId) ?? order.typeId,
            customer,
            product: line.productTitle,
            quantity: line.quantity,
            caseQuantity: line.caseQuantity,
            total: lineTotal(line) / units,
            ...money,
          });
          for (const column of MONEY_COLUMNS.filter((money) => columns.includes(money))) row.getCell(column).numFmt = units === 100 ? '#,##0.00' : '#,##0';
        });
      }
    }
    return { fileName: 'Order Report.xlsx', contentType: XLSX_CONTENT_TYPE, base64: await encodeWorkbook(workbook) };
  }

  private workbook(sheetName: MessageKey, columns: readonly string[], language: Language) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(translate(sheetName, language));
    sheet.columns = columns.map((column) => ({
      header: translate(`shipping.report.${column}` as MessageKey, language),
      key: column,
      width: column === 'product' || column === 'address' || column === 'description' ? 40 : 16,
    }));
    sheet.getRow(1).font = { bold: true };
    return { workbook, sheet };
  }
}
