/** One rate as the rates screen lists it: by its day (the document's id). */
export interface ExchangeRateView {
  id: string;
  effectiveDate: string;
  vndPerUsd: number;
  /** When it was set, and by whom (user id, or `system` for the seed from EXCHANGE_RATE_VND_PER_USD). */
  setAt: string;
  setBy: string;
}

/** The rate in force on a day, and the day it took effect. */
export interface RateInForce {
  date: string;
  effectiveDate: string;
  vndPerUsd: number;
}
