import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/connect';
import type { Declaration, Registry } from '../../shared/registry';
import { inStep, ownedDoc, ownedFields, ownedIdOf } from '../../shared/ownership';
import type { Doc, RecordRow } from './recordShape';
import { scopeWhere, type Scope } from './store';
import { validateRecord } from './validateBody';

/** The writes of changes.ts, handed in so the two modules do not import each other. */
export interface OwnedWriter {
  create(decl: Declaration, data: Doc): Promise<RecordRow>;
  update(decl: Declaration, row: RecordRow, data: Doc): Promise<RecordRow>;
  remove(decl: Declaration, row: RecordRow): Promise<unknown>;
}

async function ownedRow(tx: Db, decl: Declaration, scope: Scope, id: number): Promise<RecordRow | undefined> {
  const [row] = await rows<RecordRow>(
    tx,
    sql`SELECT record_id, client_id, website_id, live, draft, pending_action, version, created_at, updated_at
        FROM records WHERE ${scopeWhere(decl, scope)} AND record_id = ${id}`,
  );
  return row ? { ...row, record_id: Number(row.record_id) } : undefined;
}

/**
 * Creates or keeps in step the records an owner's `x-owns` fields hold (the product a program is
 * sold as), in the owner's transaction and as pending changes of their own, so the four-eyes rule
 * and the reference checks at publish judge them like any other. Returns the owner's document
 * with each owned record's id. `doc` has already had its server fields put right (serverFields).
 */
export async function syncOwned(tx: Db, write: OwnedWriter, registry: Registry, decl: Declaration, scope: Scope, doc: Doc): Promise<Doc> {
  let out = doc;
  for (const owned of ownedFields(decl)) {
    const nested = out[owned.field];
    if (!nested || typeof nested !== 'object') continue;
    const target = registry.get(owned.spec.kind);
    const wanted = ownedDoc(owned, out);
    const id = ownedIdOf(out, owned);
    const row = id === undefined ? undefined : await ownedRow(tx, target, scope, id);
    if (row) {
      const current = row.draft ?? row.live ?? {};
      if (row.pending_action !== 'DELETE' && !inStep(current, wanted)) {
        await write.update(target, row, validateRecord(target, { ...current, ...wanted }, scope.clientId));
      }
      continue;
    }
    // None yet, or the one it held is gone (a restored owner): the owner gets a new one.
    const made = await write.create(target, validateRecord(target, wanted, scope.clientId));
    out = { ...out, [owned.field]: { ...nested, [owned.spec.id]: made.record_id } };
  }
  return out;
}

/** Deletes (or withdraws, when never published) the records an owner held, with the owner. */
export async function deleteOwned(
  tx: Db,
  write: OwnedWriter,
  registry: Registry,
  decl: Declaration,
  scope: Scope,
  doc: Doc | null,
): Promise<void> {
  for (const owned of ownedFields(decl)) {
    const id = ownedIdOf(doc, owned);
    const target = registry.get(owned.spec.kind);
    const row = id === undefined ? undefined : await ownedRow(tx, target, scope, id);
    if (row && row.pending_action !== 'DELETE') await write.remove(target, row);
  }
}
