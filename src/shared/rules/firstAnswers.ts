/**
 * First answers: on a signed-in page load the server puts the answers of the calls the page will
 * make first (the session, a list's first page) into the HTML it serves, and the console takes each
 * one once instead of asking the network (console/api/firstAnswers.ts,
 * server/consolePage/firstAnswers.ts). Both sides name a call by requestKey.
 */

/** The id of the `<script type="application/json">` element that carries them. */
export const FIRST_ANSWERS_ID = 'console-first-answers';

/** A call's answer as the API sent it. */
export interface FirstAnswer {
  data: unknown;
  meta?: unknown;
}

/** requestKey → answer. */
export type FirstAnswers = Record<string, FirstAnswer>;

const byNameThenValue = ([a, x]: [string, string], [b, y]: [string, string]): number =>
  a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0;

/** A GET call's path with its parameters in one order, so the same call built in another order has the same key. */
export function requestKey(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = [...new URLSearchParams(url.slice(at + 1))].sort(byNameThenValue);
  return params.length === 0 ? url.slice(0, at) : `${url.slice(0, at)}?${new URLSearchParams(params).toString()}`;
}

/**
 * JSON for the inside of a `<script>` element: `<`, `>` and `&` (so no record's text can close the
 * element or open a comment) and the two line separators JavaScript once refused are escaped.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
