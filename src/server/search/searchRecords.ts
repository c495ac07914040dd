import { sql, type SQL } from 'drizzle-orm';
import type { Declaration } from '../../shared/registry';
import { rows, type Db } from '../db/connect';
import { searchExpr } from '../resources/listQuery';
import { scopeWhere } from '../resources/store';
import { jsonPath } from '../db/jsonPath';

export interface Found {
  kind: string;
  id: number;
  label: string;
  /** For a child kind's record: the parent record it opens through. */
  parent_kind?: string;
  parent_id?: number;
}

/** Matches per kind: enough to choose from in a palette, few enough to read at a glance. */
export const PER_KIND = 5;

const displayOf = (decl: Declaration): SQL => sql`(COALESCE(draft, live) #>> ${jsonPath(decl.display)})`;

/**
 * Records of several kinds whose declared search fields (or display field) contain the text, in
 * one statement: the command palette's "go to any record" (src/console/app/palette). The newest
 * changed first, at most PER_KIND per kind.
 */
export async function searchRecords(
  db: Db,
  decls: readonly Declaration[],
  clientId: number,
  websiteId: number | null,
  text: string,
): Promise<Found[]> {
  if (decls.length === 0) return [];
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const parts = decls.map((decl) => {
    const scope = { clientId, websiteId: decl.scope === 'client' ? null : websiteId };
    const haystack = searchExpr(decl) ?? displayOf(decl);
    const parent = decl.parent ? sql`(COALESCE(draft, live) #>> ${jsonPath(decl.parent.field)})` : sql`NULL`;
    // As the kind's own list: records kept inside another kind (a program's product) are found through their owner.
    const kept = (decl.list?.exclude ?? []).map((field) => sql` AND COALESCE(COALESCE(draft, live) #>> ${jsonPath(field)}, '') = ''`);
    return sql`(SELECT ${decl.kind}::text AS kind, record_id, ${displayOf(decl)} AS label, ${parent} AS parent_id FROM records
      WHERE ${scopeWhere(decl, scope)} AND ${haystack} ILIKE ${like}${sql.join(kept, sql``)} ORDER BY updated_at DESC LIMIT ${PER_KIND})`;
  });
  const found = await rows<{ kind: string; record_id: number | string; label: string | null; parent_id: string | null }>(
    db,
    sql.join(parts, sql` UNION ALL `),
  );
  const parents = new Map(decls.map((d) => [d.kind, d.parent?.kind]));
  return found.map((r) => {
    const parentKind = parents.get(r.kind);
    const parentId = Number(r.parent_id);
    return {
      kind: r.kind,
      id: Number(r.record_id),
      label: r.label ?? `#${String(r.record_id)}`,
      ...(parentKind && Number.isSafeInteger(parentId) && parentId > 0 ? { parent_kind: parentKind, parent_id: parentId } : {}),
    };
  });
}
