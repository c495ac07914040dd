import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './testApp';

export type ReviewScope = Record<string, string | number>;

/**
 * The pending list of a scope as a checker loads it: its ETag (names every change and version) and
 * its blocks. A caller who may not see the list gets no tag.
 */
export async function pendingList(
  t: TestApp,
  token: string,
  scope: ReviewScope,
): Promise<{ etag?: string; blocks: { block_id: number; version: number }[] }> {
  const query = new URLSearchParams(Object.entries(scope).map(([k, v]) => [k, String(v)])).toString();
  const res = await t.as(token, { method: 'GET', url: `/api/cms/vcs/blocks?${query}&max_results=500` });
  if (res.statusCode !== 200) return { blocks: [] };
  return { etag: res.headers.etag as string, blocks: res.json().data };
}

/**
 * Publish or reset everything the caller was just shown, as the API asks (If-Match with the list's
 * ETag): the one-call "publish all" of tests that are not about the precondition itself.
 */
export async function decideAll(
  t: TestApp,
  token: string,
  action: 'publish' | 'reset',
  scope: ReviewScope,
  body: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  const { etag } = await pendingList(t, token, scope);
  const query = new URLSearchParams(Object.entries(scope).map(([k, v]) => [k, String(v)])).toString();
  return t.as(token, {
    method: 'POST',
    url: `/api/cms/vcs/${action}?${query}`,
    headers: etag ? { 'if-match': etag } : {},
    ...(Object.keys(body).length > 0 ? { payload: body } : {}),
  });
}
