import type { Declaration } from '../../shared/registry';

/**
 * A record's own page in the preview: `/<list page>/<id>` (the course 42 at /programs/42) shows
 * the record inside the list page's frame, with the child kinds its declaration's
 * `preview.children` names (the course's programs and their prices).
 */
export function splitRecordUrl(url: string): { pageUrl: string; id: number } | null {
  const match = /^(.*)\/(\d{1,15})$/.exec(url);
  if (!match) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return { pageUrl: match[1] === '' ? '/' : (match[1] ?? '/'), id };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The segment of the list page that names a kind: its route, or its plural name for a kind routed by a full path. */
export function kindSegment(decl: Pick<Declaration, 'route' | 'label'>): string {
  return decl.route.startsWith('/') ? slug(decl.label.many) : decl.route;
}

/** Where a record of a kind with its own page is previewed; null for kinds without one. */
export function recordPath(decl: Pick<Declaration, 'route' | 'label' | 'preview'>, id: number): string | null {
  return decl.preview?.children ? `/${kindSegment(decl)}/${id}` : null;
}
