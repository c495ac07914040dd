import { sql } from 'drizzle-orm';
import type { Registry } from '../../shared/registry';
import { ownedFields, ownedIdOf } from '../../shared/ownership';
import { rows, type Db } from '../db/connect';
import { normaliseBlock, type BlockRow } from './blocks';
import { jsonPath } from '../db/jsonPath';

type Doc = Record<string, unknown>;

/** The pending block of one record, if it has one. */
async function pendingBlockOf(tx: Db, clientId: number, kind: string, recordId: number): Promise<BlockRow[]> {
  const found = await rows<BlockRow>(
    tx,
    sql`SELECT * FROM change_blocks WHERE client_id = ${clientId} AND kind = ${kind} AND record_id = ${recordId}
          AND status = 'pendingreview'`,
  );
  return found.map(normaliseBlock);
}

/** The records a block's record owns (x-owns), read from its working copy. */
async function ownedBlocks(tx: Db, registry: Registry, block: BlockRow): Promise<BlockRow[]> {
  const decl = registry.find(block.kind);
  const owned = decl ? ownedFields(decl) : [];
  if (owned.length === 0) return [];
  const [record] = await rows<{ doc: Doc | null }>(
    tx,
    sql`SELECT COALESCE(draft, live) AS doc FROM records WHERE kind = ${block.kind} AND record_id = ${block.record_id}`,
  );
  const found: BlockRow[] = [];
  for (const field of owned) {
    const id = ownedIdOf(record?.doc ?? block.after, field);
    if (id !== undefined) found.push(...(await pendingBlockOf(tx, block.client_id, field.spec.kind, id)));
  }
  return found;
}

/** The pending blocks of records whose declared parent is a record that has never been live. */
async function orphanedBlocks(tx: Db, registry: Registry, block: BlockRow): Promise<BlockRow[]> {
  if (block.action !== 'CREATE') return [];
  const found: BlockRow[] = [];
  for (const child of registry.all().filter((d) => d.parent?.kind === block.kind)) {
    const field = child.parent?.field ?? '';
    const rowsFound = await rows<BlockRow>(
      tx,
      sql`SELECT b.* FROM change_blocks b JOIN records r ON r.kind = b.kind AND r.record_id = b.record_id
          WHERE b.client_id = ${block.client_id} AND b.kind = ${child.kind} AND b.status = 'pendingreview'
            AND (COALESCE(r.draft, r.live) #> ${jsonPath(field)}) = to_jsonb(${block.record_id}::bigint)`,
    );
    found.push(...rowsFound.map(normaliseBlock));
  }
  return found;
}

/**
 * The pending blocks that go with a rejected one, found before anything is locked (the caller locks
 * them all in block id order): the records it owns (x-owns: the product a program is sold as,
 * written with it and never edited alone) and, when a record that was never live goes, the pending
 * records whose parent it is (a new course's new programs, a new product's prices) — and theirs in
 * turn. Without this they stayed pending, pointing at nothing or published without their owner.
 */
export async function blocksRejectedWith(tx: Db, registry: Registry, block: BlockRow): Promise<BlockRow[]> {
  const seen = new Map<number, BlockRow>([[block.block_id, block]]);
  const queue = [block];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const found of [...(await ownedBlocks(tx, registry, next)), ...(await orphanedBlocks(tx, registry, next))]) {
      if (seen.has(found.block_id)) continue;
      seen.set(found.block_id, found);
      queue.push(found);
    }
  }
  seen.delete(block.block_id);
  return [...seen.values()];
}
