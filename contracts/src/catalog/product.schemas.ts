import { z } from 'zod';
import { CURRENCIES } from '../platform/money';
import { pagingSchema, queryPagingSchema } from '../platform/paging';
import { idRef, idText, isoDate, MAX_QUANTITY, nonNegativeWhole, requiredText, searchText, text, TEXT_MAX, wholeNumber } from '../platform/schema-helpers';

/** Default store id, per the business constants. */
export const DEFAULT_STORE_ID = 1;

/**
 * A picture is named by an opaque id (it ends up in a URL), never a path: letters, digits, '-' and
 * '_' only, so no value can point a page at another route.
 */
export const PICTURE_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const pictureId = () =>
  z.string({ error: 'validation.invalidValue' }).max(64, { message: 'validation.tooLong', abort: true }).regex(PICTURE_ID, 'validation.invalidValue');

const currency = () => z.enum(CURRENCIES, { error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidChoice') });

/**
 * What staff edit on a product. Money fields are integer minor units of `currencyId`
 * (air and container prices of their own currencies).
 */
export const productDetailsSchema = z
  .object({
    title: text(TEXT_MAX.line, { error: 'validation.required', abort: true })
      .trim()
      .min(1, { message: 'validation.required', abort: true })
      .min(10, 'validation.titleTooShort'),
    skuCode: requiredText(TEXT_MAX.code),
    brandId: idRef(),
    lvl1Id: idRef(),
    lvl2Id: idRef(),
    currencyId: currency(),
    stockPrice: nonNegativeWhole(),
    unitPrice: nonNegativeWhole(),
    retailPrice: nonNegativeWhole(),
    discount: nonNegativeWhole(),
    airCurrencyId: currency(),
    airPrice: nonNegativeWhole(),
    containerCurrencyId: currency(),
    containerPrice: nonNegativeWhole(),
    serviceFee: nonNegativeWhole().default(0),
    profit: nonNegativeWhole().default(0),
    unitPerCase: nonNegativeWhole(MAX_QUANTITY),
    casePerPallet: nonNegativeWhole(MAX_QUANTITY),
    casePerTier: nonNegativeWhole(MAX_QUANTITY),
    palletQuantity: nonNegativeWhole(MAX_QUANTITY),
    palletHeight: nonNegativeWhole(MAX_QUANTITY),
    size: nonNegativeWhole(MAX_QUANTITY),
    expDate: isoDate().nullable().default(null),
    description: text(TEXT_MAX.html, { error: 'validation.descriptionRequired', abort: true }).refine(
      (html) => html.replace(/<[^>]*>/g, '').trim().length > 0,
      'validation.descriptionRequired',
    ),
    pictureId: pictureId().nullable().default(null),
    storeId: idRef().default(DEFAULT_STORE_ID),
    updateQuantity: z.boolean({ error: 'validation.invalidValue' }).default(true),
    isActive: z.boolean({ error: 'validation.invalidValue' }).default(true),
  })
  .refine((product) => product.discount <= product.retailPrice, { path: ['discount'], message: 'catalog.discountAboveRetail' });

export type ProductDetails = z.output<typeof productDetailsSchema>;

const warehouseQuantities = {
  usQuantity: nonNegativeWhole(MAX_QUANTITY),
  vnQuantity: nonNegativeWhole(MAX_QUANTITY),
};

export const addProductSchema = z.intersection(productDetailsSchema, z.object(warehouseQuantities));
export type AddProductInput = z.input<typeof addProductSchema>;

/**
 * Update also carries the quantities the form showed when it loaded: if orders or stock moved units
 * meanwhile, a manual US/VN edit is refused rather than silently overwriting them.
 */
export const updateProductSchema = z.intersection(
  productDetailsSchema,
  z.object({
    id: idRef(),
    ...warehouseQuantities,
    shownUsQuantity: nonNegativeWhole(MAX_QUANTITY).optional(),
    shownVnQuantity: nonNegativeWhole(MAX_QUANTITY).optional(),
  }),
);
export type UpdateProductInput = z.input<typeof updateProductSchema>;

export const PRODUCT_SORT_FIELDS = ['id', 'title', 'quantity', 'isActive', 'dateCreated'] as const;

/** Store page and product list filters; empty numeric filters arrive as null and mean "any". */
export const productQuerySchema = pagingSchema.extend({
  title: searchText(),
  skuCode: searchText(),
  brandId: wholeNumber().nullish(),
  lvl1Id: wholeNumber().nullish(),
  lvl2Id: wholeNumber().nullish(),
  storeId: wholeNumber().nullish(),
  isActive: z.boolean({ error: 'validation.invalidValue' }).nullish(),
  sortField: z.enum(PRODUCT_SORT_FIELDS, { error: 'validation.invalidChoice' }).default('id'),
  sortDirection: z.enum(['asc', 'desc'], { error: 'validation.invalidChoice' }).default('desc'),
});
export type ProductQuery = z.input<typeof productQuerySchema>;

/** The multipart fields beside the uploaded `files`: which product they are pictures of. */
export const uploadPicturesSchema = z.object({
  productId: idText({ notAnId: 'validation.mustBeNumeric' }),
});

/** The store page's filters, as they sit in its URL. */
export const STORE_FILTERS = ['title', 'skuCode', 'brandId', 'lvl1Id', 'lvl2Id', 'isActive'] as const;
export type StoreFilter = (typeof STORE_FILTERS)[number];

/**
 * The store page's URL filters as a product query: an empty numeric filter becomes null, numeric
 * values become numbers (the spec's rule); text that is not a number is dropped rather than sent.
 */
export function productQueryFromFilters(filters: Partial<Record<StoreFilter, string>>, page: number, pageSize: number): ProductQuery {
  const number = (text: string | undefined) => (text !== undefined && /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);
  const text = (value: string | undefined) => value?.trim() || null;
  return {
    page,
    pageSize,
    title: text(filters.title),
    skuCode: text(filters.skuCode),
    brandId: number(filters.brandId),
    lvl1Id: number(filters.lvl1Id),
    lvl2Id: number(filters.lvl2Id),
    isActive: filters.isActive === 'true' ? true : filters.isActive === 'false' ? false : null,
    sortField: 'id',
    sortDirection: 'desc',
  };
}

/** The longest period a ranking covers: it adds up the orders placed in it. */
export const MAX_RANKING_DAYS = 366;
/** How many products a ranking lists. */
export const RANKING_SIZE = 10;

const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / 86_400_000;
/** The period's checks apply once both dates are dates (each date's own message says otherwise). */
const bothDates = (range: { startDate: string; endDate: string }) => !Number.isNaN(dayNumber(range.startDate)) && !Number.isNaN(dayNumber(range.endDate));

/** POST /api/product/get/rankings: the best-selling products of orders placed from startDate to endDate (both included, UTC days). */
export const productRankingsSchema = z
  .object({ startDate: isoDate(), endDate: isoDate() })
  .refine((range) => !bothDates(range) || range.endDate >= range.startDate, { path: ['endDate'], message: 'catalog.rankingEndBeforeStart' })
  .refine((range) => !bothDates(range) || dayNumber(range.endDate) - dayNumber(range.startDate) < MAX_RANKING_DAYS, {
    path: ['endDate'],
    message: 'catalog.rankingRangeTooLong',
  });
export type ProductRankingsInput = z.input<typeof productRankingsSchema>;

/** A product's movements (query string): a page at a time, newest first unless `order=asc`. */
export const productTransactionsQuerySchema = queryPagingSchema.extend({
  order: z.enum(['asc', 'desc'], { error: 'validation.invalidValue' }).default('desc'),
});
