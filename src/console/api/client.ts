import { allowedHostsFrom, isAllowedOrigin } from '../rules/allowedHosts';
import { clientRequestUrl } from '../rules/requestUrl';
import { buildRequestPath, type QueryValue } from '../../shared/rules/requestPath';
import { t } from '../../shared/messages';
import type { ErrorCategory } from '../../shared/errors';
import type { ApiErrorBody, ApiSuccess } from './types';

/**
 * The one fetch client of the console. Every request sends credentials (the HttpOnly auth
 * cookie) and the client_request_url header the server requires on cookie-authenticated
 * writes; client_id is dropped when the page is not on one of the product's own hosts.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** A body sent as it is, not as JSON (a CSV file to import: its bytes, for the server to judge). */
  text?: { contentType: string; content: string | Blob };
  /** docs/product.md §8 fallback shown when the server's answer carries no message. */
  fallback?: string;
  /** Sign-in calls answer 401 for a wrong password; that must not bounce to /login. */
  redirectOn401?: boolean;
  signal?: AbortSignal;
}

export class ApiError extends Error {
  readonly status: number;
  readonly category?: ErrorCategory;
  readonly code?: string;
  readonly field?: string;
  readonly details?: unknown;

  constructor(status: number, message: string, error: ApiErrorBody['error'] = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.category = error.category;
    this.code = error.code;
    this.field = error.field;
    this.details = error.details;
  }
}

let onUnauthorized: () => void = () => undefined;

/** The app installs what a 401 does (clear readable cookies, go to /login); see app/session.ts. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

const allowedHosts = allowedHostsFrom(import.meta.env.VITE_ALLOWED_HOSTS);
const apiBase = (import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '');

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** How a call reaches the API: fetch's own signature, so a stand-in (a server render's answers, a test) is a function. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** The part of the page's address the client needs: the browser's, or the visitor's while the server renders a page. */
export type PageLocation = Pick<Location, 'origin' | 'href'>;

export interface ApiClientOptions {
  transport?: Transport;
  location?: () => PageLocation;
}

/** The console's API client; screens take it from React's context (ApiContext.ts), loaders from the router's. */
export interface ApiClient {
  // Functions, not methods: a caller may pass one on alone (resourceApi.ts picks put, patch or post).
  request: <T>(method: HttpMethod, path: string, options?: RequestOptions) => Promise<ApiSuccess<T>>;
  /** The full address of an API path, for what fetch does not do (an EventSource stream, a download link). */
  url: (path: string, query?: Record<string, QueryValue>) => string;
  get: <T>(path: string, options?: RequestOptions) => Promise<ApiSuccess<T>>;
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<ApiSuccess<T>>;
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<ApiSuccess<T>>;
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<ApiSuccess<T>>;
  delete: <T>(path: string, options?: RequestOptions) => Promise<ApiSuccess<T>>;
}

/** The browser's way: the network. `fetch` is looked up per call, so a test that replaces it is heard. */
const browserTransport: Transport = (url, init) => fetch(url, init);

/** The console's fetch client over a transport: the same headers, body handling and errors whoever carries the call. */
export function createApiClient({ transport = browserTransport, location = () => window.location }: ApiClientOptions = {}): ApiClient {
  const url = (path: string, query?: Record<string, QueryValue>) =>
    apiBase + buildRequestPath(path, query, isAllowedOrigin(location().origin, allowedHosts));

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<ApiSuccess<T>> {
    const { query, body, text, fallback = t('fetchFailed', { what: 'data' }), redirectOn401 = true, signal } = options;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      client_request_url: clientRequestUrl(location().href),
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (text) headers['Content-Type'] = text.contentType;
    let response: Response;
    try {
      response = await transport(url(path, query), {
        method,
        headers,
        credentials: 'include',
        body: text ? text.content : body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (err) {
      if (signal?.aborted) throw err;
      throw new ApiError(0, fallback);
    }
    const payload = (await readBody(response)) as (ApiSuccess<T> & ApiErrorBody) | undefined;
    if (!response.ok) {
      if (response.status === 401 && redirectOn401) onUnauthorized();
      const error = payload?.error ?? {};
      throw new ApiError(response.status, error.message || fallback, error);
    }
    return { data: payload?.data as T, meta: payload?.meta };
  }

  return {
    request,
    url,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}

/** The browser's client: what ApiContext gives when nobody gave another (tests and the server render do). */
export const browserApi = createApiClient();

/** The message to show for any thrown value: the server's, else the given docs/product.md §8 fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.message || fallback;
  return fallback;
}
