/** The business's public constants (public-site spec sections 1 and 9), shown on the home page and its footer. */

/** Shipping price per lb, in US cents. */
export const PRICE_LIST = [
  { destination: 'saigon', centsPerLb: 275 },
  { destination: 'provinces', centsPerLb: 350 },
] as const;

/** Opening hours: Monday to Friday 10-6, Saturday 10-5 (24-hour clock). */
export const BUSINESS_HOURS = [
  { days: 'monFri', opens: 10, closes: 18 },
  { days: 'sat', opens: 10, closes: 17 },
] as const;

/** The shipping policy's figures: uninsured loss pays 30% of the declared value up to $200; insurance costs 5%; claims within 7 days. */
export const SHIPPING_POLICY = { uninsuredSharePercent: 30, uninsuredCapCents: 20_000, insurancePercent: 5, claimDays: 7 } as const;

/** The home page's product marquee: each product 200 px wide, 20 px apart, one pass takes 20 s per four products. */
export const MARQUEE = { itemWidth: 200, space: 20, msPerFourProducts: 20_000, products: 12 } as const;
export const marqueeDurationMs = (productCount: number) => (MARQUEE.msPerFourProducts * productCount) / 4;
