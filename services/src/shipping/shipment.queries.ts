import { Inject, Injectable } from '@nestjs/common';
import {
  dropdownByRef,
  notFound,
  trackingKey,
  type CustomerView,
  type DropdownView,
  type Language,
  type Page,
  type shipmentGroupQuerySchema,
  type ScanLookup,
  type scanLookupSchema,
  type ShipmentGroupView,
  type ShipmentListRow,
  type shipmentQuerySchema,
  type ShipmentView,
  type TrackingEntry,
} from '@cargo/contracts';
import {
  containing,
  CUSTOMER_SHIPMENTS,
  CUSTOMERS,
  DROPDOWNS_COLLECTION,
  SHIPMENT_GROUPS,
  SHIPMENTS,
  type CustomerShipmentDoc,
  type Filter,
  type ReadStore,
} from '@cargo/projections';
import type { z } from 'zod';
import { openAll } from '../platform/personal-data/seal';
import type { Infrastructure } from '../platform/process/infrastructure';
import { INFRASTRUCTURE, READ_STORE } from '../platform/process/tokens';

/** The shipment and group lists and records, and the public tracking reply; each a few indexed reads. */
@Injectable()
export class ShipmentQueries {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Pick<Infrastructure, 'keys'>,
  ) {}

  async list(query: z.output<typeof shipmentQuerySchema>): Promise<Page<ShipmentListRow>> {
    const filter: Filter = {};
    if (query.id) filter.idText = containing(query.id);
    if (query.mtlTracking) filter.mtlTracking = containing(query.mtlTracking);
    if (query.groupId) filter.groupText = containing(query.groupId);
    if (query.inGroup !== undefined) filter.groupId = query.inGroup;
    if (query.senderId !== undefined) filter.senderId = query.senderId;
    if (query.receiverId !== undefined) filter.receiverId = query.receiverId;
    const direction = query.order === 'asc' ? 1 : -1;
    const [shipments, total] = await Promise.all([
      this.store.find<ShipmentView>(SHIPMENTS, filter, {
        sort: { [query.sort]: direction, id: direction },
        skip: query.page * query.pageSize,
        limit: query.pageSize,
      }),
      this.store.count(SHIPMENTS, filter),
    ]);
    return { items: await this.withNames(shipments), total, page: query.page, pageSize: query.pageSize };
  }

  async byId(id: number): Promise<ShipmentListRow> {
    const shipment = await this.find(id);
    if (!shipment) throw notFound('shipping.shipmentNotFound');
    return shipment;
  }

  async find(id: number): Promise<ShipmentListRow | null> {
    const shipment = await this.store.get<ShipmentView>(SHIPMENTS, String(id));
    return shipment ? (await this.withNames([shipment]))[0] : null;
  }

  /** A customer's shipments, as sender or receiver, newest first: a page of `customer_shipments` through its index, then those shipments by id. */
  async ofCustomer(customerId: number, paging: { page: number; pageSize: number }): Promise<Page<ShipmentListRow>> {
    const [entries, total] = await Promise.all([
      this.store.find<CustomerShipmentDoc>(
        CUSTOMER_SHIPMENTS,
        { customerId },
        { sort: { shipmentDate: -1, shipmentId: -1 }, skip: paging.page * paging.pageSize, limit: paging.pageSize },
      ),
      this.store.count(CUSTOMER_SHIPMENTS, { customerId }),
    ]);
    const found = await this.store.getMany(
      SHIPMENTS,
      entries.map((entry) => String(entry.shipmentId)),
    );
    const shipments = entries.flatMap((entry) => (found.get(String(entry.shipmentId)) as ShipmentView | undefined) ?? []);
    return { items: await this.withNames(shipments), total, page: paging.page, pageSize: paging.pageSize };
  }

  async byTracking(mtlTracking: string): Promise<ShipmentListRow> {
    const shipment = await this.findByTracking(mtlTracking);
    if (!shipment) throw notFound('shipping.shipmentNotFound');
    return shipment;
  }

  async findByTracking(mtlTracking: string): Promise<ShipmentListRow | null> {
    const [shipment] = await this.store.find<ShipmentView>(SHIPMENTS, { trackingKey: trackingKey(mtlTracking) }, { limit: 1 });
    return shipment ? (await this.withNames([shipment]))[0] : null;
  }

  /** A scanned label's shipment, by its number or tracking number; null when none has it. */
  async scanned(query: z.output<typeof scanLookupSchema>): Promise<ScanLookup> {
    return { shipment: query.id !== undefined ? await this.find(query.id) : await this.findByTracking(query.number!) };
  }

  /** Every shipment of a group, oldest first, through the groupId index, a page at a time (the reports). */
  async *ofGroup(groupId: number, pageSize: number): AsyncIterable<ShipmentListRow[]> {
    for await (const page of this.store.pages<ShipmentView>(SHIPMENTS, { groupId }, { id: 1 }, pageSize)) yield this.withNames(page);
  }

  /**
   * The public timeline: each status the shipment has had, by name in the visitor's language, with
   * its date; nothing else of the shipment. An unknown number has no timeline ('No Update!').
   */
  async timeline(mtlTracking: string, language: Language): Promise<TrackingEntry[]> {
    const [shipment] = await this.store.find<ShipmentView>(SHIPMENTS, { trackingKey: trackingKey(mtlTracking) }, { limit: 1 });
    if (!shipment) return [];
    const names = await this.statusNames(language);
    return shipment.statusHistory.map(({ statusId, dateCreated }) => ({ statusName: names.get(statusId) ?? '', dateCreated }));
  }

  async groups(query: z.output<typeof shipmentGroupQuerySchema>): Promise<Page<ShipmentGroupView>> {
    const filter: Filter = query.typeId ? { typeId: query.typeId } : {};
    const [items, total] = await Promise.all([
      this.store.find<ShipmentGroupView>(SHIPMENT_GROUPS, filter, { sort: { id: -1 }, skip: query.page * query.pageSize, limit: query.pageSize }),
      this.store.count(SHIPMENT_GROUPS, filter),
    ]);
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  async group(id: number): Promise<ShipmentGroupView> {
    const group = await this.store.get<ShipmentGroupView>(SHIPMENT_GROUPS, String(id));
    if (!group) throw notFound('shipping.groupNotFound');
    return group;
  }

  /** shipmentStatus option names by id, in one language (one document read). */
  async statusNames(language: Language): Promise<Map<number, string>> {
    const dropdown = await this.store.get<DropdownView>(DROPDOWNS_COLLECTION, String(dropdownByRef('shipmentStatus').id));
    return new Map((dropdown?.options ?? []).map((option) => [option.id, option.displayName[language]]));
  }

  /** With the parties' names, and their addresses and contacts opened (an erased customer's read as erased). */
  private async withNames(sealed: ShipmentView[]): Promise<ShipmentListRow[]> {
    const shipments = await openAll(sealed, this.infrastructure.keys);
    const customers = await this.store.getMany(CUSTOMERS, [
      ...new Set(shipments.flatMap((shipment) => [String(shipment.senderId), String(shipment.receiverId)])),
    ]);
    const nameOf = (id: number) => (customers.get(String(id)) as CustomerView | undefined)?.name ?? null;
    return shipments.map((shipment) => ({ ...shipment, senderName: nameOf(shipment.senderId), receiverName: nameOf(shipment.receiverId) }));
  }
}
