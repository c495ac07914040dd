import { sql, type SQL } from 'drizzle-orm';
import type { Declaration, Registry } from '../../shared/registry';
import { jsonPath } from '../db/jsonPath';

/**
 * The names of the records a list page's reference columns point at, as JSON text
 * `{ "<kind>": { "<id>": "<display>" } }`, read from the page's rows (the `picked` CTE) in the same
 * statement: the console shows "Data Science", not 3, without a look-up per value after the list.
 * Only records of the caller's client are named.
 */
export function refLabelsSql(registry: Registry, decl: Declaration, clientId: number): SQL | undefined {
  const columns = new Set(decl.list?.columns ?? []);
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
