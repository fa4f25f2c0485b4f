import { Inject, Injectable } from '@nestjs/common';
import {
  actsAsStaff,
  notFound,
  type CustomerView,
  type Page,
  type packageClaimQuerySchema,
  type PackageClaimReview,
  type PackageClaimView,
} from '@cargo/contracts';
import { CUSTOMERS, PACKAGE_CLAIMS, PACKAGES, type Filter, type PackageClaimDoc, type PackageDoc, type ReadStore } from '@cargo/projections';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { READ_STORE } from '../platform/process/tokens';

const isStaff = (user: AuthenticatedUser) => actsAsStaff(user, 'receiving');
/** Most unknown packages shown as a claim's candidates: digits that match more are told apart by their photos and labels. */
const MAX_CANDIDATES = 20;

/** Claims of unknown packages: a customer reads their own (another's is 404), staff every one, with the packages it may be for. */
@Injectable()
export class PackageClaimQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async claims(query: z.output<typeof packageClaimQuerySchema>, user: AuthenticatedUser): Promise<Page<PackageClaimView>> {
    const { page, pageSize } = query;
    if (!isStaff(user) && user.customerId === null) return { items: [], total: 0, page, pageSize };
    const filter: Filter = isStaff(user) ? {} : { customerId: user.customerId };
    if (query.state) filter.state = query.state;
    const [docs, total] = await Promise.all([
      this.store.find<PackageClaimDoc>(PACKAGE_CLAIMS, filter, { sort: { id: -1 }, skip: page * pageSize, limit: pageSize }),
      this.store.count(PACKAGE_CLAIMS, filter),
    ]);
    return { items: await this.views(docs), total, page, pageSize };
  }

  async claim(id: number, user: AuthenticatedUser): Promise<PackageClaimReview> {
    const doc = await this.store.get<PackageClaimDoc>(PACKAGE_CLAIMS, String(id));
    if (!doc || (!isStaff(user) && doc.customerId !== user.customerId)) throw notFound('receiving.claimNotFound');
    const [view] = await this.views([doc]);
    // Only staff see the unknown packages (their labels name people): a customer sees their claim alone.
    const candidates =
      isStaff(user) && doc.state === 'pending'
        ? await this.store.find<PackageDoc>(PACKAGES, { lastDigits: doc.lastDigits, state: 'unknown' }, { limit: MAX_CANDIDATES })
        : [];
    return {
      ...view,
      candidates: candidates.map(({ id: packageId, trackingNumber, carrier, receivedOn, bin, photoIds, label }) => ({
        id: packageId,
        trackingNumber,
        carrier,
        receivedOn,
        bin,
        photoIds,
        label,
      })),
    };
  }

  private async views(docs: PackageClaimDoc[]): Promise<PackageClaimView[]> {
    const customers = await this.store.getMany(CUSTOMERS, [...new Set(docs.map((doc) => String(doc.customerId)))]);
    return docs.map((doc) => ({ ...doc, customerName: (customers.get(String(doc.customerId)) as CustomerView | undefined)?.name ?? null }));
  }
}
