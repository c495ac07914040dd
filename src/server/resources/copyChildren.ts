import { sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import { copyableKinds, copyLinks } from '../../shared/rules/copyLinks';
import type { Declaration, Registry } from '../../shared/registry';
import { copyData } from '../../shared/rules/copyData';
import { rows, type Db } from '../db/connect';
import { jsonPath } from '../db/jsonPath';
import { createChange } from './changes';
import { authorsOf } from './ownedBy';
import type { RecordRow } from './recordShape';
import { scopeWhere, type Scope } from './store';
import { validateRecord } from './validateBody';
import { declaredOnly } from './undeclared';
import { LOCALE_PARAM } from './locales';

/** The kinds a request names (copy_children=a,b), each checked to be one a copy of this kind can take. */
export function copyKinds(registry: Registry, decl: Declaration, text: string | undefined): Set<string> {
  const names = (text ?? '').split(',').filter((name) => name !== '');
  const allowed = copyableKinds(registry, decl);
  for (const name of names) {
    if (!allowed.includes(name)) {
      const offer = allowed.length > 0 ? `: ${allowed.join(', ')}` : ': it has none';
      throw new AppError(
        'INVALID_QUERY',
        { field: 'copy_children', reason: `${name} is not a kind a copy of ${decl.label.one} takes along${offer}.` },
        { field: 'copy_children' },
      );
    }
  }
  return new Set(names);
}

/**
 * Copies, with a record just made from another (`copy_of`), the records below the original of the
 * kinds named — each a pending creation like the copy itself, so a checker sees them all — and,
 * with each, everything below it in turn (a course's programs bring their prices). A record
 * waiting to be deleted is left behind. Whoever wrote a copied record's pending change answers
 * for its copy too, as for the copy itself (four eyes).
 */
export async function copyChildren(
  tx: Db,
  registry: Registry,
  decl: Declaration,
  scope: Scope,
  userId: number,
  source: RecordRow,
  copy: RecordRow,
  kinds: ReadonlySet<string> | 'all',
  counts: Record<string, number> = {},
): Promise<Record<string, number>> {
  // The same links read for the original and for its copy: where the children are, and where theirs go.
  const targets = new Map(copyLinks(registry, decl, copy.draft, copy.record_id).map((l) => [l.child.kind, l.parentId]));
  for (const { child, parentId: from } of copyLinks(registry, decl, source.draft ?? source.live, source.record_id)) {
    const to = targets.get(child.kind);
    if (to === undefined || (kinds !== 'all' && !kinds.has(child.kind))) continue;
    const field = child.parent!.field;
    const found = await rows<RecordRow>(
      tx,
      sql`SELECT record_id, client_id, website_id, live, draft, pending_action, version, created_at, updated_at FROM records
          WHERE ${scopeWhere(child, scope)} AND (COALESCE(draft, live) #> ${jsonPath(field)}) = to_jsonb(${from}::bigint)
            AND pending_action IS DISTINCT FROM 'DELETE'
          ORDER BY record_id`,
    );
    for (const original of found.map((r) => ({ ...r, record_id: Number(r.record_id) }))) {
      // Fields the declaration no longer has stay behind; a locale's copy keeps its mark (set by the server, not declared).
      const { [LOCALE_PARAM]: locale, ...own } = declaredOnly(child, copyData(child, original.draft ?? original.live ?? {}));
      const data = { ...validateRecord(child, { ...own, [field]: to }, scope.clientId), ...(locale ? { [LOCALE_PARAM]: locale } : {}) };
      const authors = await authorsOf(tx, child, scope, original.record_id);
      const made = await createChange(tx, registry, child, scope, userId, data, { authors });
      counts[child.kind] = (counts[child.kind] ?? 0) + 1;
      await copyChildren(tx, registry, child, scope, userId, original, made, 'all', counts);
    }
  }
  return counts;
}
