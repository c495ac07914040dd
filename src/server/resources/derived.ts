import { sql, type SQL } from 'drizzle-orm';
import type { Declaration, DerivedSpec, Registry } from '../../shared/registry';
import { derivedFields } from '../../shared/ownership';
import type { ReadMode } from './recordShape';
import { jsonPath } from '../db/jsonPath';
import { rows, type Db } from '../db/connect';

/**
 * One `x-derived` value (a program's current price) as a scalar subquery over the child kind's
 * records, for the row of `outer` (the table or CTE name the list reads from): the `text` of each
 * child whose parent is the row's value at `on`, matching `where`, valid today; null when none.
 * Today is the date on the row's website's clock (websites.website_timezone), the day its managers
 * see on every screen, not the database server's UTC date; UTC for client-wide rows.
 */
function derivedValue(registry: Registry, spec: DerivedSpec, mode: ReadMode, outer: string): SQL | undefined {
  const child = registry.find(spec.kind);
  if (!child?.parent) return undefined;
  const live = mode === 'VIEW';
  const own = sql.raw(live ? `${outer}.live` : `COALESCE(${outer}.draft, ${outer}.live)`);
  const doc = sql.raw(live ? 'c.live' : 'COALESCE(c.draft, c.live)');
  // A child waiting to be deleted no longer counts in the working copy.
  const present = live ? sql`c.live IS NOT NULL` : sql`c.pending_action IS DISTINCT FROM 'DELETE'`;
  const where = Object.entries(spec.where ?? {}).map(
    ([field, value]) => sql` AND (${doc} #> ${jsonPath(field)}) = ${JSON.stringify(value)}::jsonb`,
  );
  const zone = sql`COALESCE((SELECT w.website_timezone FROM websites AS w WHERE w.website_id = ${sql.raw(outer)}.website_id), 'UTC')`;
  const today = sql`to_char((now() AT TIME ZONE ${zone})::date, 'YYYY-MM-DD')`;
  const [from, until] = spec.during ?? [];
  const during = [
    from ? sql` AND COALESCE(${doc} #>> ${jsonPath(from)}, '') <= ${today}` : sql``,
    until ? sql` AND (COALESCE(${doc} #>> ${jsonPath(until)}, '') = '' OR ${doc} #>> ${jsonPath(until)} >= ${today})` : sql``,
  ];
  const text = sql.join(
    spec.text.map((f) => sql`${doc} #>> ${jsonPath(f)}`),
    sql`, `,
  );
  return sql`(SELECT string_agg(concat_ws(' ', ${text}), ' · ' ORDER BY concat_ws(' ', ${text}))
    FROM records AS c
    WHERE c.kind = ${child.kind} AND c.client_id = ${sql.raw(outer)}.client_id
      AND c.website_id IS NOT DISTINCT FROM ${sql.raw(outer)}.website_id AND ${present}
      AND (${doc} #> ${jsonPath(child.parent.field)}) = (${own} #> ${jsonPath(spec.on)})${sql.join(where, sql``)}${sql.join(during, sql``)})`;
}

/** The kind's derived fields as a JSON object to merge into each row (no key where there is no value), or undefined. */
export function derivedSql(registry: Registry | undefined, decl: Declaration, mode: ReadMode, outer: string): SQL | undefined {
  if (!registry) return undefined;
  const pairs = derivedFields(decl).flatMap(({ field, spec }) => {
    const value = derivedValue(registry, spec, mode, outer);
    return value ? [sql`${field}::text, ${value}`] : [];
  });
  return pairs.length ? sql`jsonb_strip_nulls(jsonb_build_object(${sql.join(pairs, sql`, `)}))` : undefined;
}

/** One record's derived values as a list row would show them now (what a client may send back unchanged). */
export async function derivedOf(db: Db, registry: Registry, decl: Declaration, recordId: number): Promise<Record<string, unknown>> {
  const values = derivedSql(registry, decl, 'WORKING', 'r');
  if (!values) return {};
  const [found] = await rows<{ d: Record<string, unknown> | null }>(
    db,
    sql`SELECT ${values} AS d FROM records AS r WHERE r.kind = ${decl.kind} AND r.record_id = ${recordId}`,
  );
  return found?.d ?? {};
}
