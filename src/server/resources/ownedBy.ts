import { sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import type { Declaration, Registry } from '../../shared/registry';
import { ownedFields, type RecordOwner } from '../../shared/ownership';
import { rows, type Db } from '../db/connect';
import { jsonPath } from '../db/jsonPath';
import type { Scope } from './store';

type Doc = Record<string, unknown>;

/** The record of this scope that owns the record `id` of `decl` (`x-owns`), if one does; no query for a kind nothing owns. */
export async function ownerOf(tx: Db, registry: Registry, decl: Declaration, scope: Scope, id: number): Promise<RecordOwner | undefined> {
  for (const owner of registry.all()) {
    for (const owned of ownedFields(owner).filter((o) => o.spec.kind === decl.kind)) {
      const [found] = await rows<{ record_id: number | string; doc: Doc }>(
        tx,
        sql`SELECT record_id, COALESCE(draft, live) AS doc FROM records
            WHERE kind = ${owner.kind} AND client_id = ${scope.clientId}
              AND (COALESCE(draft, live) #> ${jsonPath(`${owned.field}.${owned.spec.id}`)}) = to_jsonb(${id}::bigint) LIMIT 1`,
      );
      if (!found) continue;
      const display = found.doc[owner.display];
      const recordId = Number(found.record_id);
      const parentId = owner.parent ? found.doc[owner.parent.field] : undefined;
      return {
        kind: owner.kind,
        id: recordId,
        name: `${owner.label.one} ${typeof display === 'string' ? `"${display}"` : recordId}`,
        ...(owner.parent && typeof parentId === 'number' && Number.isSafeInteger(parentId)
          ? { parent_kind: owner.parent.kind, parent_id: parentId }
          : {}),
      };
    }
  }
  return undefined;
}

/**
 * A record another record owns (`x-owns`: the product a program is sold as) changes only with its
 * owner, on every path — JSON and CSV alike: editing or deleting it alone is a 409 naming the owner.
 */
export async function refuseOwnedEdit(tx: Db, registry: Registry, decl: Declaration, scope: Scope, id: number): Promise<void> {
  const owner = await ownerOf(tx, registry, decl, scope, id);
  if (owner) throw new AppError('OWNED_RECORD', { what: `${decl.label.one} ${id}`, owner: owner.name });
}

/**
 * Who wrote the content a copy starts from: the authors of the source record's pending change, if
 * it has one (a published record's content was reviewed already). Another scope's record gives none.
 */
export async function authorsOf(tx: Db, decl: Declaration, scope: Scope, id: number): Promise<number[]> {
  const site = scope.websiteId === null ? sql`website_id IS NULL` : sql`website_id = ${scope.websiteId}`;
  const [found] = await rows<{ touched_by: number[] | null }>(
    tx,
    sql`SELECT touched_by FROM change_blocks WHERE kind = ${decl.kind} AND record_id = ${id} AND client_id = ${scope.clientId}
          AND ${site} AND status = 'pendingreview'`,
  );
  return (found?.touched_by ?? []).map(Number);
}
