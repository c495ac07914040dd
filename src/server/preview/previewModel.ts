import type { FastifyInstance } from 'fastify';
import type { WebsiteMacro } from '../db/schema';
import { includesUseCase, type Declaration } from '../../shared/registry';
import type { UseCase } from '../../shared/enums';
import type { Scope } from '../resources/store';
import { activeField, displayOf, refIds, shownFields, type RefNames } from './fields';
import { findByField, recordsByIds, recordsOf, type Shown } from './previewStore';
import { kindSegment, splitRecordUrl } from './recordPage';

/** docs/product.md §3 names a website page by these two fields. */
export const PAGE_URL_FIELD = 'page_full_url';
export const PAGE_ACTIVE_FIELD = 'page_active';
const PER_SECTION = 12;
export const FIELDS_PER_CARD = 3;

export interface Website {
  websiteId: number;
  clientId: number;
  usecaseCode: string;
  macro: WebsiteMacro;
  /** Dates and times on the preview read in this zone, as in the console (docs/product.md §3). */
  timeZone: string;
}

export interface Section {
  decl: Declaration;
  records: Shown[];
}

export interface PreviewModel {
  website: Website;
  url: string;
  live: boolean;
  pageDecl: Declaration;
  page: Shown;
  /** The page's own child kinds: singletons (SEO) and lists (form mappings). */
  pageParts: Section[];
  /** Singleton content of the use case (the event of an event website); home page only. */
  roots: Section[];
  sections: Section[];
  names: RefNames;
  /** On a record's own page (/programs/42): the record and the child kinds its `preview` names. */
  record?: { decl: Declaration; shown: Shown; children: Section[] };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The website's page kind: the PAGE-area kind that is neither a child nor a singleton. */
export function pageKind(app: FastifyInstance): Declaration | undefined {
  return app.registry.all().find((d) => d.area === 'PAGE' && !d.parent && !d.singleton && d.scope === 'website');
}

/** Content kinds of the use case shown on a page: all on the home page, else those the address names. */
function contentKinds(app: FastifyInstance, useCase: UseCase, url: string): { roots: Declaration[]; lists: Declaration[] } {
  const home = url === '/';
  const last = url.split('/').pop() ?? '';
  const named = (d: Declaration) => [d.route, slug(d.label.many), slug(d.sidebar?.label ?? '')].includes(last);
  const roots = app.registry.all().filter((d) => d.area === 'ENTITY' && d.singleton && !d.parent && includesUseCase(d, useCase));
  const lists = app.registry.forUseCase(useCase, 'ENTITY').filter((d) => !d.singleton && !d.parent && (home || named(d)));
  return { roots: home ? roots : [], lists };
}

function scopeFor(decl: Declaration, website: Website): Scope {
  return { clientId: website.clientId, websiteId: decl.scope === 'client' ? null : website.websiteId };
}

/** Everything the page shows, read from the registry and the records; null when there is no such page. */
export async function loadPreview(app: FastifyInstance, website: Website, url: string, live: boolean): Promise<PreviewModel | null> {
  const { db } = app.database;
  const pageDecl = pageKind(app);
  if (!pageDecl) return null;
  const split = splitRecordUrl(url);
  const own = await findByField(db, pageDecl, scopeFor(pageDecl, website), PAGE_URL_FIELD, url, live);
  // No page at the address: it may be a record's own page inside its list page (/programs/42).
  const frameUrl = !own && split ? split.pageUrl : url;
  const page =
    own ?? (frameUrl === url ? null : await findByField(db, pageDecl, scopeFor(pageDecl, website), PAGE_URL_FIELD, frameUrl, live));
  if (!page || (live && page.doc[PAGE_ACTIVE_FIELD] === false)) return null;

  const read = async (decl: Declaration, parentId?: number, id?: number): Promise<Section> => {
    const limit = decl.singleton || id !== undefined ? 1 : PER_SECTION;
    const found = await recordsOf(db, decl, scopeFor(decl, website), { live, limit, parentId, id, registry: app.registry });
    // Visitors do not see inactive records; the working copy shows them with an Inactive badge.
    const active = activeField(decl);
    return { decl, records: live && active ? found.filter((r) => r.doc[active] !== false) : found };
  };
  const useCase = website.usecaseCode as UseCase;
  let record: PreviewModel['record'];
  if (!own && split) {
    const last = frameUrl.split('/').pop() ?? '';
    const kind = app.registry.forUseCase(useCase, 'ENTITY').find((d) => d.preview?.children && kindSegment(d) === last);
    const shown = kind ? (await read(kind, undefined, split.id)).records[0] : undefined;
    if (!kind || !shown) return null;
    const children = await Promise.all((kind.preview?.children ?? []).map((k) => read(app.registry.get(k), shown.id)));
    record = { decl: kind, shown, children };
  }
  // A record's page shows the record, not the lists its frame page shows.
  const kinds = record ? { roots: [], lists: [] } : contentKinds(app, useCase, url);
  const [pageParts, roots, sections] = await Promise.all([
    Promise.all(app.registry.children(pageDecl.kind).map((d) => read(d, page.id))),
    Promise.all(kinds.roots.map((d) => read(d))),
    Promise.all(kinds.lists.map((d) => read(d))),
  ]);

  // Name the targets of x-ref fields (a mapping's form, a testimonial's course) in one query per kind.
  const wanted = new Map<string, Set<number>>();
  const recordParts = record ? [{ decl: record.decl, records: [record.shown] }, ...record.children] : [];
  for (const s of [...pageParts, ...sections, ...recordParts]) {
    refIds(
      s.decl,
      s.records.map((r) => r.doc),
      [s.decl.display, ...shownFields(s.decl, FIELDS_PER_CARD)],
      wanted,
    );
  }
  const names: RefNames = new Map();
  for (const [kind, ids] of wanted) {
    const target = app.registry.find(kind);
    if (!target) continue;
    const found = await recordsByIds(db, kind, website.clientId, [...ids], live);
    names.set(kind, new Map(found.map((r) => [r.id, displayOf(target, r.doc, names)])));
  }
  return { website, url, live, pageDecl, page, pageParts, roots, sections, names, record };
}
