import { sql, type SQL } from 'drizzle-orm';

/** Ids as one array parameter: a change-set of 10,000 blocks is a few statements, not 10,000. */
export function idArray(ids: number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::bigint[]`;
}

/** The records of some blocks, kind by kind, so each statement uses the (kind, record_id) key. */
export function recordsOf<B extends { kind: string; record_id: number }>(blocks: B[], keep: (b: B) => boolean = () => true): SQL[] {
  const byKind = new Map<string, number[]>();
  for (const b of blocks.filter(keep)) {
    const ids = byKind.get(b.kind) ?? [];
    ids.push(b.record_id);
    byKind.set(b.kind, ids);
  }
  return [...byKind].map(([kind, ids]) => sql`kind = ${kind} AND record_id = ANY(${idArray(ids)})`);
}
