import { createApi, fetchBaseQuery, type BaseQueryApi, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { ErrorBody, LoginReply } from '@cargo/contracts';
import { sessionExpired, tokenRefreshed, type SessionState } from './session.slice';
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
  credentials: 'same-origin',
  prepareHeaders: (headers, { getState }) => {
    const { token } = (getState() as { session: SessionState }).session;
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept-Language', i18n.language);
    if (lastWrittenPosition > 0n) headers.set('X-Min-Position', lastWrittenPosition.toString());
    return headers;
  },
});

const AUTH_PATHS = ['/user/login', '/user/refresh/token', '/user/logout'];
const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);

/** One refresh at a time: requests that hit 401 meanwhile wait for it, then retry with the new token. */
let refreshing: Promise<boolean> | null = null;

async function refreshSession(api: BaseQueryApi, extra: object): Promise<boolean> {
  const reply = await rawBaseQuery('/user/refresh/token', api, extra);
  if (reply.error) return false;
  const { token, userInfo } = reply.data as LoginReply;
  api.dispatch(tokenRefreshed({ token, user: userInfo }));
  return true;
}

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  let result = await rawBaseQuery(args, api, extra);
  const signedIn = Boolean((api.getState() as { session: SessionState }).session.token);
  if (result.error?.status === 401 && signedIn && !AUTH_PATHS.includes(urlOf(args))) {
    refreshing ??= refreshSession(api, extra as object).finally(() => (refreshing = null));
    if (await refreshing) result = await rawBaseQuery(args, api, extra);
    else api.dispatch(sessionExpired());
  }
  rememberWrittenPosition(result.meta?.response?.headers.get('x-event-position'));
  return result;
};

/**
 * The one API slice. Each feature adds the cache tags it provides or invalidates
 * (`enhanceEndpoints({ addTagTypes })`) and its endpoints (`injectEndpoints`), so a new feature
 * edits nothing here.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});

/** The error body the server sends with every refusal: a stable code and field codes. */
export function errorBodyOf(error: unknown): ErrorBody | null {
  const data = (error as FetchBaseQueryError | undefined) && (error as { data?: unknown }).data;
  return data && typeof data === 'object' && 'code' in data ? (data as ErrorBody) : null;
}
