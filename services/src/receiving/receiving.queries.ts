import { Inject, Injectable } from '@nestjs/common';
import {
  actsAsStaff,
  carrierOf,
  DEFAULT_STORAGE_TERMS,
  packageCountsOf,
  type PackageCounts,
  daysBetween,
  normaliseTrackingNumber,
  notFound,
  storageFee,
  STORED_STATES,
  today,
  type CustomerView,
  type DeliveryAddressView,
  type Page,
  type PackageScanLookup,
  type packageQuerySchema,
  type PackageView,
  type preAlertQuerySchema,
  type PreAlertView,
  type shipRequestQuerySchema,
  type ShipRequestView,
  type StorageTerms,
} from '@cargo/contracts';
import {
  containing,
  CUSTOMER_PACKAGES,
  CUSTOMERS,
  DELIVERY_ADDRESSES,
  PACKAGE_CLAIMS,
  PACKAGE_PHOTOS,
  OVERVIEW_PACKAGES,
  PACKAGES,
  PRE_ALERT_FILES,
  PRE_ALERTS,
  SHIP_REQUESTS,
  STORAGE_TERMS,
  STORAGE_TERMS_ID,
  type Filter,
  type PackageClaimDoc,
  type PackageDoc,
  type PackagePhotoDoc,
  type PreAlertDoc,
  type PreAlertFileDoc,
  type ReadStore,
  type ShipRequestDoc,
  type StorageTermsDoc,
  withoutPosition,
} from '@cargo/projections';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { READ_STORE } from '../platform/process/tokens';

/** Text that may be a whole tracking number, once normalised. */
const TRACKING_NUMBER_SHAPE = /^[A-Z0-9]{8,40}$/;
const isStaff = (user: AuthenticatedUser) => actsAsStaff(user, 'receiving');
/** A customer sees only their own: a scope every one of their reads carries (staff: none). */
const scopeOf = (user: AuthenticatedUser): Filter | null => (isStaff(user) ? {} : user.customerId === null ? null : { customerId: user.customerId });

/** Packages and pre-alerts, each list a page through an index, each record checked against its reader. */
@Injectable()
export class ReceivingQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** What the dock's scan finds under a number, normalised as the server keeps numbers: two indexed reads. */
  async scan(typed: string): Promise<PackageScanLookup> {
    const number = normaliseTrackingNumber(typed);
    const [received, expected] = await Promise.all([
      this.store.find<PackageDoc>(PACKAGES, { trackingNumber: number }, { limit: 1 }),
      this.store.find<PreAlertDoc>(PRE_ALERTS, { trackingNumber: number, state: 'expected' }, { limit: 20 }),
    ]);
    return {
      number,
      carrier: carrierOf(number),
      received: received[0] ? (await this.packageViews(received))[0] : null,
      expected: await this.preAlertViews(expected),
    };
  }

  async packages(query: z.output<typeof packageQuerySchema>, user: AuthenticatedUser): Promise<Page<PackageView>> {
    const scope = scopeOf(user);
    if (scope === null) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
    const filter: Filter = { ...scope };
    if (query.state) filter.state = query.state;
    if (query.customerId !== undefined && isStaff(user)) filter.customerId = query.customerId;
    if (query.search) {
      // A whole tracking number (what staff paste or scan) is found through its own index; any other text by "contains".
      const number = normaliseTrackingNumber(query.search);
      const exact = TRACKING_NUMBER_SHAPE.test(number) && (await this.store.count(PACKAGES, { ...filter, trackingNumber: number })) > 0;
      if (exact) filter.trackingNumber = number;
      else filter.searchText = containing(query.search);
    }
    const direction = query.order === 'asc' ? 1 : -1;
    const [docs, total] = await Promise.all([
      this.store.find<PackageDoc>(PACKAGES, filter, {
        sort: { [query.sort]: direction, id: direction },
        skip: query.page * query.pageSize,
        limit: query.pageSize,
      }),
      this.store.count(PACKAGES, filter),
    ]);
    return { items: await this.packageViews(docs), total, page: query.page, pageSize: query.pageSize };
  }

  /** Packages by state for the tabs: a customer's own (their pre-alerts still expected too), or the warehouse's for staff. */
  async counts(user: AuthenticatedUser): Promise<PackageCounts> {
    const scope = scopeOf(user);
    if (scope === null) return packageCountsOf(null);
    const [collection, id] = scope.customerId === undefined ? [OVERVIEW_PACKAGES, 'packages'] : [CUSTOMER_PACKAGES, String(scope.customerId)];
    return packageCountsOf(await this.store.get<Partial<PackageCounts>>(collection, id));
  }

  async package(id: number, user: AuthenticatedUser): Promise<PackageView> {
    const doc = await this.store.get<PackageDoc>(PACKAGES, String(id));
    if (!doc || !this.mayRead(doc.customerId, user)) throw notFound('receiving.packageNotFound');
    return (await this.packageViews([doc]))[0];
  }

  async preAlerts(query: z.output<typeof preAlertQuerySchema>, user: AuthenticatedUser): Promise<Page<PreAlertView>> {
    const scope = scopeOf(user);
    if (scope === null) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
    const filter: Filter = { ...scope };
    if (query.state) filter.state = query.state;
    if (query.search) filter.searchText = containing(query.search);
    const [docs, total] = await Promise.all([
      this.store.find<PreAlertDoc>(PRE_ALERTS, filter, { sort: { id: -1 }, skip: query.page * query.pageSize, limit: query.pageSize }),
      this.store.count(PRE_ALERTS, filter),
    ]);
    return { items: await this.preAlertViews(docs), total, page: query.page, pageSize: query.pageSize };
  }

  async preAlert(id: number, user: AuthenticatedUser): Promise<PreAlertView> {
    const doc = await this.store.get<PreAlertDoc>(PRE_ALERTS, String(id));
    if (!doc || !this.mayRead(doc.customerId, user)) throw notFound('receiving.preAlertNotFound');
    return (await this.preAlertViews([doc]))[0];
  }

  /** Ship requests: staff's oldest first (the picking queue), a customer's own newest first; each with its packages as they are now. */
  async shipRequests(query: z.output<typeof shipRequestQuerySchema>, user: AuthenticatedUser): Promise<Page<ShipRequestView>> {
    const scope = scopeOf(user);
    if (scope === null) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
    const filter: Filter = { ...scope };
    if (query.state) filter.state = query.state;
    const [docs, total] = await Promise.all([
      this.store.find<ShipRequestDoc>(SHIP_REQUESTS, filter, {
        sort: { id: isStaff(user) ? 1 : -1 },
        skip: query.page * query.pageSize,
        limit: query.pageSize,
      }),
      this.store.count(SHIP_REQUESTS, filter),
    ]);
    return { items: await this.shipRequestViews(docs), total, page: query.page, pageSize: query.pageSize };
  }

  async shipRequest(id: number, user: AuthenticatedUser): Promise<ShipRequestView> {
    const doc = await this.store.get<ShipRequestDoc>(SHIP_REQUESTS, String(id));
    if (!doc || !this.mayRead(doc.customerId, user)) throw notFound('receiving.requestNotFound');
    return (await this.shipRequestViews([doc]))[0];
  }

  /** The packages a shipment was consolidated from (its page lists them with their photos), through the shipmentId index. */
  async ofShipment(shipmentId: number): Promise<PackageView[]> {
    return this.packageViews(await this.store.find<PackageDoc>(PACKAGES, { shipmentId }, { sort: { id: 1 }, limit: 200 }));
  }

  /** The terms in force: root's, or the defaults until root sets them (one document read). */
  async storageTerms(): Promise<StorageTerms> {
    const doc = await this.store.get<StorageTermsDoc>(STORAGE_TERMS, STORAGE_TERMS_ID);
    if (!doc) return { ...DEFAULT_STORAGE_TERMS };
    const { id: _id, ...terms } = doc;
    return terms;
  }

  /** A file is staff's to open, and its customer's once a package or pre-alert of theirs names it. */
  async mayOpenFile(fileId: string, user: AuthenticatedUser): Promise<boolean> {
    if (isStaff(user)) return true;
    const [photo, document, proof] = await Promise.all([
      this.store.get<PackagePhotoDoc>(PACKAGE_PHOTOS, fileId),
      this.store.get<PreAlertFileDoc>(PRE_ALERT_FILES, fileId),
      this.store.find<PackageClaimDoc>(PACKAGE_CLAIMS, { fileId }, { limit: 1 }),
    ]);
    const owner = photo
      ? (await this.store.get<PackageDoc>(PACKAGES, String(photo.packageId)))?.customerId
      : document
        ? (await this.store.get<PreAlertDoc>(PRE_ALERTS, String(document.preAlertId)))?.customerId
        : proof[0]?.customerId;
    return owner !== undefined && owner !== null && owner === user.customerId;
  }

  private mayRead(customerId: number | null, user: AuthenticatedUser): boolean {
    return isStaff(user) || (customerId !== null && customerId === user.customerId);
  }

  private async customerNames(ids: (number | null)[]): Promise<(id: number | null) => string | null> {
    const customers = await this.store.getMany(CUSTOMERS, [...new Set(ids.filter((id): id is number => id !== null).map(String))]);
    return (id) => (id === null ? null : ((customers.get(String(id)) as CustomerView | undefined)?.name ?? null));
  }

  /** With the owner's name, the pre-alert's contents, and days in storage and the fee so far as of today. */
  private async packageViews(docs: PackageDoc[]): Promise<PackageView[]> {
    const [nameOf, alerts, terms] = await Promise.all([
      this.customerNames(docs.map((doc) => doc.customerId)),
      this.store.getMany(PRE_ALERTS, [...new Set(docs.flatMap((doc) => (doc.preAlertId === null ? [] : [String(doc.preAlertId)])))]),
      this.storageTerms(),
    ]);
    const day = today();
    return docs.map(({ searchText: _searchText, lastDigits: _lastDigits, settledFee, ...doc }) => {
      // On the shelf the days and fee run on; consolidated, they are what was settled as it left.
      const until = STORED_STATES.includes(doc.state) ? day : doc.consolidatedOn;
      const daysInStorage = until === null ? 0 : daysBetween(doc.receivedOn, until);
      return {
        ...doc,
        customerName: nameOf(doc.customerId),
        contents: doc.preAlertId === null ? [] : ((alerts.get(String(doc.preAlertId)) as PreAlertDoc | undefined)?.contents ?? []),
        daysInStorage,
        storageFee: settledFee ?? (until === null ? 0 : storageFee(daysInStorage, terms)),
      };
    });
  }

  private async shipRequestViews(docs: ShipRequestDoc[]): Promise<ShipRequestView[]> {
    const [nameOf, packages, addresses] = await Promise.all([
      this.customerNames(docs.map((doc) => doc.customerId)),
      this.store.getMany(PACKAGES, [...new Set(docs.flatMap((doc) => doc.packageIds.map(String)))]),
      this.store.getMany(DELIVERY_ADDRESSES, [...new Set(docs.map((doc) => String(doc.addressId)))]),
    ]);
    const addressOf = (id: number) => {
      const found = addresses.get(String(id)) as DeliveryAddressView | undefined;
      return found ? { name: found.name, phone: found.phone, address1: found.address1, address2: found.address2 } : null;
    };
    const views = new Map((await this.packageViews([...packages.values()].map((doc) => withoutPosition(doc) as PackageDoc))).map((view) => [view.id, view]));
    return docs.map((doc) => ({
      ...doc,
      customerName: nameOf(doc.customerId),
      packages: doc.packageIds.flatMap((id) => views.get(id) ?? []),
      address: addressOf(doc.addressId),
    }));
  }

  private async preAlertViews(docs: PreAlertDoc[]): Promise<PreAlertView[]> {
    const nameOf = await this.customerNames(docs.map((doc) => doc.customerId));
    return docs.map(({ searchText: _searchText, ...doc }) => ({ ...doc, customerName: nameOf(doc.customerId) }));
  }
}
