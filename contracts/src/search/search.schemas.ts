import type { RoleCapability } from '../identity/roles';
import { z } from 'zod';
import { text, TEXT_MAX } from '../platform/schema-helpers';

/** The records the command palette finds, each opened on its own screen. */
export const SEARCH_KINDS = ['customer', 'vendor', 'product', 'order', 'invoice', 'shipment'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** Whose readers find each kind of record: a role that cannot open invoices finds none. */
export const SEARCH_KIND_CAPABILITY: Readonly<Record<SearchKind, RoleCapability>> = {
  customer: 'customers',
  vendor: 'vendors',
  product: 'catalog',
  order: 'ordering',
  invoice: 'billing',
  shipment: 'shipping',
};

/** What the palette typed: an id, a code (`S-00042`), an order number, a tracking number, a name or a phone. */
export const searchQuerySchema = z.object({
  q: text(TEXT_MAX.search, { error: 'validation.required' }).trim().min(1, 'validation.required'),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** The most records one search answers: the palette shows a short list, not a page. */
export const SEARCH_LIMIT = 20;

/** One record found: what it is, its id, and how the palette names it. */
export interface SearchHit {
  kind: SearchKind;
  recordId: number;
  label: string;
  detail: string | null;
}
