import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/connect';
import type { Registry } from '../../shared/registry';
import { idArray } from './recordSets';
import type { BlockRow } from './blocks';
import { jsonPath } from '../db/jsonPath';

/** kind → record id → display name, as list pages send in meta.labels. */
export type RefLabels = Record<string, Record<string, string>>;

/** The values at a declared field path ("a.b"), stepping through lists as eachField's paths do. */
function valuesAt(value: unknown, parts: string[]): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, parts));
  const [head, ...rest] = parts;
  if (head === undefined) return [value];
  if (value === null || typeof value !== 'object') return [];
  return valuesAt((value as Record<string, unknown>)[head], rest);
}

/**
 * The names of the records the blocks' before and after versions point at, in one statement, so a
 * diff reads "Gold → Platinum" instead of "3 → 5" without a look-up per value in the console. Only
 * records of the caller's client are named (docs/security.md: tenancy).
 */
export async function blockLabels(
  db: Db,
  registry: Registry,
  clientId: number,
  blocks: Pick<BlockRow, 'kind' | 'before' | 'after'>[],
): Promise<RefLabels> {
  const wanted = new Map<string, Set<number>>();
  for (const block of blocks) {
    if (!registry.has(block.kind)) continue;
    for (const ref of registry.refsOf(block.kind)) {
      if (!registry.has(ref.target)) continue;
      for (const value of [block.before, block.after].flatMap((doc) => valuesAt(doc, ref.field.split('.')))) {
        const id = typeof value === 'number' ? value : typeof value === 'string' && /^[0-9]{1,15}$/.test(value) ? Number(value) : NaN;
        if (Number.isSafeInteger(id)) wanted.set(ref.target, (wanted.get(ref.target) ?? new Set()).add(id));
      }
    }
  }
  if (wanted.size === 0) return {};
  const lookups = [...wanted].map(
    ([kind, ids]) => sql`SELECT ${kind}::text AS kind, record_id, COALESCE(draft, live) #>> ${jsonPath(registry.get(kind).display)} AS label
      FROM records WHERE kind = ${kind} AND client_id = ${clientId} AND record_id = ANY(${idArray([...ids])})`,
  );
  const found = await rows<{ kind: string; record_id: number | string; label: string | null }>(db, sql.join(lookups, sql` UNION ALL `));
  const labels: RefLabels = {};
  for (const row of found) if (row.label !== null) (labels[row.kind] ??= {})[String(row.record_id)] = row.label;
  return labels;
}
