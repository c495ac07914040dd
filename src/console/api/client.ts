import { allowedHostsFrom, isAllowedOrigin } from '../rules/allowedHosts';
import { clientRequestUrl } from '../rules/requestUrl';
import { buildRequestPath, type QueryValue } from '../../shared/rules/requestPath';
import { t } from '../../shared/messages';
import { takeFirstAnswer } from './firstAnswers';
import { serverPage } from '../state/serverPage';
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

/** The page's address: the browser's, or the visitor's while the server renders the page (state/serverPage.ts). */
const pageLocation = (): Pick<Location, 'origin' | 'href'> => serverPage()?.url ?? window.location;

/** The full address of an API path, for what fetch does not do (an EventSource stream, a download link). */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  return apiBase + buildRequestPath(path, query, isAllowedOrigin(pageLocation().origin, allowedHosts));
}

export async function apiRequest<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<ApiSuccess<T>> {
  const { query, body, text, fallback = t('fetchFailed', { what: 'data' }), redirectOn401 = true, signal } = options;
  const rendering = serverPage();
  const location = pageLocation();
  const keepClientId = isAllowedOrigin(location.origin, allowedHosts);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    client_request_url: clientRequestUrl(location.href),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (text) headers['Content-Type'] = text.contentType;
  const url = buildRequestPath(path, query, keepClientId);
  // The page may have come with this call's answer (firstAnswers.ts): same origin, GET, once.
  const served = method === 'GET' && apiBase === '' ? takeFirstAnswer(url) : undefined;
  if (served) return served as ApiSuccess<T>;
  // A server render (renderPage.tsx) draws what the page came with and calls nothing.
  if (rendering) throw new ApiError(0, fallback);
  let response: Response;
  try {
    response = await fetch(apiBase + url, {
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

/** Short forms; each returns the whole { data, meta } answer. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

/** The message to show for any thrown value: the server's, else the given docs/product.md §8 fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.message || fallback;
  return fallback;
}
