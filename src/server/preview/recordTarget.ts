import type { FastifyInstance } from 'fastify';
import type { Declaration } from '../../shared/registry';
import { PAGE_URL_FIELD, pageKind, type Website } from './previewModel';
import { findByField, recordsOf } from './previewStore';
import { kindSegment, recordPath } from './recordPage';

/** How far up a chain of parents the search goes (a price of a program of a course is three). */
const MAX_DEPTH = 6;

/** `<kind>:<id>` as the console names a record in ?show=; undefined when it is not that shape. */
export function parseShow(value: string | undefined): { kind: string; id: number } | undefined {
  const match = /^([a-z0-9-]{1,80}):([1-9][0-9]{0,14})$/.exec(value ?? '');
  if (!match) return undefined;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? { kind: match[1] ?? '', id } : undefined;
}

/**
 * The page of the website preview that shows a record, from its working copy: a page its own
 * address; a record with its own page (a course) that page; a child (a page's SEO, a program's
 * price) its parent's; a listed record the page named after its kind, when the website has one.
 * '/' when nothing closer shows it: the home page shows every listed kind.
 */
export async function previewPathFor(app: FastifyInstance, website: Website, kind: string, id: number): Promise<string> {
  const pages = pageKind(app);
  let decl: Declaration | undefined = app.registry.find(kind);
  let recordId = id;
  for (let depth = 0; decl && depth < MAX_DEPTH; depth++) {
    // Within the website's scope (or the client's, for client-wide kinds): no other website's page is named.
    const scope = { clientId: website.clientId, websiteId: decl.scope === 'client' ? null : website.websiteId };
    const [shown] = await recordsOf(app.database.db, decl, scope, { live: false, limit: 1, id: recordId });
    if (!shown) return '/';
    if (pages && decl.kind === pages.kind) {
      const url = shown.doc[PAGE_URL_FIELD];
      return typeof url === 'string' && url.startsWith('/') ? url : '/';
    }
    const own = recordPath(decl, recordId);
    if (own) return own;
    if (!decl.parent) {
      if (!pages || decl.singleton) return '/';
      const named = `/${kindSegment(decl)}`;
      const page = await findByField(
        app.database.db,
        pages,
        { clientId: website.clientId, websiteId: website.websiteId },
        PAGE_URL_FIELD,
        named,
        false,
      );
      return page ? named : '/';
    }
    const parentId = Number(shown.doc[decl.parent.field]);
    if (!Number.isSafeInteger(parentId) || parentId < 1) return '/';
    decl = app.registry.find(decl.parent.kind);
    recordId = parentId;
  }
  return '/';
}
