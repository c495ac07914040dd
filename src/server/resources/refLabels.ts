import { sql, type SQL } from 'drizzle-orm';
import type { Declaration, Registry } from '../../shared/registry';
import { rows, type Db } from '../db/connect';
import { jsonPath } from '../db/jsonPath';

/**
 * The names of the records a list page's reference columns (or the given fields) point at, as JSON
 * text `{ "<kind>": { "<id>": "<display>" } }`, read from the page's rows (the `picked` CTE) in the
 * same statement: the console shows "Data Science", not 3, without a look-up per value after the
 * list. Only records of the caller's client are named.
 */
export function refLabelsSql(
  registry: Registry,
  decl: Declaration,
  clientId: number,
  fields: readonly string[] = decl.list?.columns ?? [],
): SQL | undefined {
  const columns = new Set(fields);
  const refs = registry.refsOf(decl.kind).filter((r) => columns.has(r.field) && registry.has(r.target));
  if (refs.length === 0) return undefined;
  const lookups = refs.map((ref) => {
    const target = registry.get(ref.target);
    const value = sql`COALESCE(p.draft, p.live) #> ${jsonPath(ref.field)}`;
    // One value or a list of them: either way, the ids that look like ids.
    const ids = sql`SELECT v::bigint FROM picked p,
      jsonb_array_elements_text(CASE jsonb_typeof(${value}) WHEN 'array' THEN ${value} ELSE jsonb_build_array(${value}) END) AS v
      WHERE v ~ '^[0-9]{1,18}$'`;
    return sql`SELECT ${ref.target}::text AS kind, r.record_id, COALESCE(r.draft, r.live) #>> ${jsonPath(target.display)} AS label
      FROM records r WHERE r.kind = ${ref.target} AND r.client_id = ${clientId} AND r.record_id IN (${ids})`;
  });
  return sql`SELECT COALESCE(json_object_agg(kind, names), '{}')::text FROM (
      SELECT kind, json_object_agg(record_id::text, label) AS names
      FROM (${sql.join(lookups, sql` UNION `)}) AS found WHERE label IS NOT NULL GROUP BY kind
    ) AS by_kind`;
}

/**
 * The names of the records one record's reference fields point at (`meta.labels` of a read), so its
 * page shows "Data Science" in its select with the record, not after a look-up per value. Read
 * from the record as answered (`data`), so a read of the live version names the live references.
 */
export async function recordRefLabels(
  db: Db,
  registry: Registry,
  decl: Declaration,
  clientId: number,
  data: Record<string, unknown>,
): Promise<Record<string, Record<string, string>> | undefined> {
  const fields = registry.refsOf(decl.kind).map((r) => r.field);
  const labels = refLabelsSql(registry, decl, clientId, fields);
  if (!labels) return undefined;
  // Only the reference fields travel back to the database (their top-level values, for nested paths).
  const tops = new Set(fields.map((f) => f.split('.')[0]!));
  const refs = Object.fromEntries(Object.entries(data).filter(([key]) => tops.has(key)));
  const [found] = await rows<{ labels: string | null }>(
    db,
    sql`WITH picked AS (SELECT ${JSON.stringify(refs)}::jsonb AS live, NULL::jsonb AS draft) SELECT (${labels}) AS labels`,
  );
  const parsed = found?.labels ? (JSON.parse(found.labels) as Record<string, Record<string, string>>) : {};
  return Object.keys(parsed).length > 0 ? parsed : undefined;
}
