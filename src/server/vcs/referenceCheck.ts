import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/connect';
import { idArray } from './recordSets';
import type { Registry } from '../../shared/registry';
import { normaliseBlock, type BlockRow } from './blocks';
import { jsonPath } from '../db/jsonPath';
import { blockName } from './blockName';

type Doc = Record<string, unknown>;

/** One reason a change cannot go live: the sentence, the change it is about and, if any, the pending change it needs. */
export interface ReferenceProblem {
  message: string;
  block_id: number;
  /** A change waiting for review that would make the reference good if published with it. */
  needs?: number;
}

function valuesAt(doc: Doc | null, path: string): number[] {
  let value: unknown = doc;
  for (const part of path.split('.')) value = value && typeof value === 'object' ? (value as Doc)[part] : undefined;
  const list = Array.isArray(value) ? value : [value];
  return list.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
}

const key = (kind: string, id: number) => `${kind}#${id}`;

/** The pending blocks of some records outside the change-set: what a reference is waiting for. */
async function pendingOf(tx: Db, clientId: number, kind: string, ids: number[]): Promise<Map<number, BlockRow>> {
  const found = await rows<BlockRow>(
    tx,
    sql`SELECT * FROM change_blocks WHERE client_id = ${clientId} AND kind = ${kind} AND record_id = ANY(${idArray(ids)})
          AND status = 'pendingreview'`,
  );
  return new Map(found.map(normaliseBlock).map((b) => [b.record_id, b]));
}

/**
 * Integrity at publish (docs/review-flow.md): after the change-set, no live record may point at a
 * record that is not live. Returns one problem per offending reference; empty means publishable. A
 * reference to a record waiting for review names that change, so it can be published with it.
 */
export async function referenceProblems(tx: Db, registry: Registry, clientId: number, blocks: BlockRow[]): Promise<ReferenceProblem[]> {
  const deleting = new Set(blocks.filter((b) => b.action === 'DELETE').map((b) => key(b.kind, b.record_id)));
  const becomingLive = new Set(blocks.filter((b) => b.action !== 'DELETE').map((b) => key(b.kind, b.record_id)));
  const inSet = new Set(blocks.map((b) => key(b.kind, b.record_id)));
  const problems: ReferenceProblem[] = [];

  // Every reference outside the change-set, looked up once per target kind (not once per value).
  const pointers = blocks.flatMap((block) =>
    block.action === 'DELETE' || !registry.has(block.kind)
      ? []
      : registry.refsOf(block.kind).flatMap((ref) => valuesAt(block.after, ref.field).map((id) => ({ block, target: ref.target, id }))),
  );
  const outside = new Map<string, number[]>();
  for (const { target, id } of pointers) {
    if (becomingLive.has(key(target, id)) || deleting.has(key(target, id))) continue;
    const ids = outside.get(target) ?? [];
    ids.push(id);
    outside.set(target, ids);
  }
  const liveOutside = new Set<string>();
  const waiting = new Map<string, BlockRow>();
  for (const [kind, ids] of outside) {
    const found = await rows<{ record_id: number | string }>(
      tx,
      sql`SELECT record_id FROM records WHERE kind = ${kind} AND record_id = ANY(${idArray(ids)}) AND client_id = ${clientId} AND live IS NOT NULL`,
    );
    for (const row of found) liveOutside.add(key(kind, Number(row.record_id)));
    const notLive = ids.filter((id) => !liveOutside.has(key(kind, id)));
    if (notLive.length > 0) for (const [id, block] of await pendingOf(tx, clientId, kind, notLive)) waiting.set(key(kind, id), block);
  }
  const isLiveAfter = (kind: string, id: number): boolean => becomingLive.has(key(kind, id)) || liveOutside.has(key(kind, id));

  for (const { block, target, id } of pointers) {
    if (isLiveAfter(target, id)) continue;
    const pending = waiting.get(key(target, id));
    const label = registry.find(target)?.label.one ?? target;
    problems.push(
      pending && pending.action !== 'DELETE'
        ? {
            message: `${blockName(registry, block)} points at ${blockName(registry, pending)}, which is waiting for review: publish them together.`,
            block_id: block.block_id,
            needs: pending.block_id,
          }
        : { message: `${blockName(registry, block)} points at ${label} ${id}, which is not live.`, block_id: block.block_id },
    );
  }

  for (const block of blocks) {
    if (block.action !== 'DELETE' || !registry.has(block.kind)) continue;
    for (const ref of registry.referencedBy(block.kind)) {
      const path = jsonPath(ref.field);
      const match = ref.many
        ? sql`(live #> ${path}) @> ${JSON.stringify([block.record_id])}::jsonb`
        : sql`(live #> ${path}) = ${JSON.stringify(block.record_id)}::jsonb`;
      const holders = await rows<{ record_id: number | string; live: Doc }>(
        tx,
        sql`SELECT record_id, live FROM records WHERE kind = ${ref.kind} AND client_id = ${clientId} AND live IS NOT NULL AND ${match} LIMIT 5`,
      );
      // A holder changed in the same set is judged by its new version, above.
      const still = holders.filter((h) => !inSet.has(key(ref.kind, Number(h.record_id))));
      for (const holder of still) {
        const decl = registry.get(ref.kind);
        const name = holder.live[decl.display];
        problems.push({
          message: `${blockName(registry, block)} cannot be deleted: ${decl.label.one} ${typeof name === 'string' ? `"${name}"` : holder.record_id} still points at it.`,
          block_id: block.block_id,
        });
      }
    }
  }
  return problems;
}
