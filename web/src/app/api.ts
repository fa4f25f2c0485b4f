import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { ErrorBody } from '@cargo/contracts';
import { i18n } from '../i18n/i18n';

/**
 * Read your writes, automatically: every reply to a command carries X-Event-Position; every later
 * query sends the highest one seen as X-Min-Position, and the server answers once its read models
 * include that write. No screen needs a "wait a second" delay.
 */
let lastWrittenPosition = 0n;

export function rememberWrittenPosition(header: string | null | undefined): void {
  if (header && /^\d+$/.test(header) && BigInt(header) > lastWrittenPosition) lastWrittenPosition = BigInt(header);
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders: (headers) => {
    headers.set('Accept-Language', i18n.language);
    if (lastWrittenPosition > 0n) headers.set('X-Min-Position', lastWrittenPosition.toString());
    return headers;
  },
});

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  rememberWrittenPosition(result.meta?.response?.headers.get('x-event-position'));
  return result;
};

/** The one API slice; features add their endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Product', 'ProductTransactions', 'Stock', 'Vendor'],
  endpoints: () => ({}),
});

/** The error body the server sends with every refusal: a stable code and field codes. */
export function errorBodyOf(error: unknown): ErrorBody | null {
  const data = (error as FetchBaseQueryError | undefined) && (error as { data?: unknown }).data;
  return data && typeof data === 'object' && 'code' in data ? (data as ErrorBody) : null;
}
