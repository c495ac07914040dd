import { sql, type SQL } from 'drizzle-orm';
import type { Declaration, Registry } from '../../shared/registry';
import { rows, type Db } from '../db/connect';
import { derivedSql } from '../resources/derived';
import { COUNT_CAP } from '../resources/listPage';
import { DEFAULT_PAGE_SIZE, listConditions, liveCopy, orderBy, type ListQuery } from '../resources/listQuery';
import { scopeWhere } from '../resources/store';
import type { Doc } from '../resources/recordShape';

/** The client and website a token reads (src/server/delivery/tokens.ts). */
export interface DeliveryScope {
  clientId: number;
  websiteId: number;
}

/** A website-scoped kind is read from the token's website; a client-wide one (forms, people) from its client. */
export function liveWhere(decl: Declaration, scope: DeliveryScope): SQL {
  const websiteId = decl.scope === 'client' ? null : scope.websiteId;
  return sql`${scopeWhere(decl, { clientId: scope.clientId, websiteId })} AND live IS NOT NULL`;
}

const iso = (column: string): SQL => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * A record as the delivery API answers it, built by PostgreSQL: the live copy only, its derived
 * fields, its id and when it was published — none of the review flow's columns (status, version,
 * draft, authors) nor the client and website ids. The locale mark is the query's business, not the record's.
 * Field names are declaration names (letters, digits, underscores): safe to inline.
 */
function deliveryRowSql(registry: Registry, decl: Declaration, outer: string): SQL {
  const derived = derivedSql(registry, decl, 'VIEW', outer);
  const extra = derived ? sql` || ${derived}` : sql``;
  // The field a record's website is kept in (websiteField) is the website's id: not the website's business.
  const internal = sql.raw(['locale_country_code', ...(decl.websiteField ? [decl.websiteField] : [])].map((f) => ` - '${f}'`).join(''));
  return sql`((${sql.raw(outer)}.live${internal})${extra} || jsonb_build_object(
    ${decl.id}::text, ${sql.raw(outer)}.record_id, 'published_at', ${iso(`${outer}.published_at`)}))`;
}

export interface DeliveryPage {
  data: Doc[];
  meta: { page: number; max_results: number; total: number; total_capped?: true };
}

/** One page of a kind's live records, with the console list's search, filters, parent, declared parameters, sort and paging. */
export async function deliveryList(
  db: Db,
  registry: Registry,
  decl: Declaration,
  scope: DeliveryScope,
  query: ListQuery,
): Promise<DeliveryPage> {
  const where = sql.join([liveWhere(decl, scope), ...listConditions(decl, query, 'list', liveCopy)], sql` AND `);
  const page = query.page ?? 1;
  const maxResults = query.max_results ?? decl.list?.pageSize ?? DEFAULT_PAGE_SIZE;
  const [found] = await rows<{ total: number | string; json: Doc[] | null }>(
    db,
    sql`WITH picked AS (
          SELECT record_id, client_id, website_id, live, published_at FROM records WHERE ${where}
          ORDER BY ${orderBy(decl, query, liveCopy)} LIMIT ${maxResults} OFFSET ${(page - 1) * maxResults}
        )
        SELECT
          (SELECT count(*) FROM (SELECT 1 FROM records WHERE ${where} LIMIT ${COUNT_CAP + 1}) AS capped) AS total,
          (SELECT json_agg(${deliveryRowSql(registry, decl, 'picked')}) FROM picked) AS json`,
  );
  const counted = Number(found?.total ?? 0);
  return {
    data: found?.json ?? [],
    meta: { page, max_results: maxResults, total: Math.min(counted, COUNT_CAP), ...(counted > COUNT_CAP ? { total_capped: true } : {}) },
  };
}

/** Live records of a kind picked by a condition (one record, a singleton's copy, a parent's children, referenced ids). */
export async function deliveryRows(
  db: Db,
  registry: Registry,
  decl: Declaration,
  scope: DeliveryScope,
  condition: SQL,
  limit: number,
): Promise<Doc[]> {
  const found = await rows<{ doc: Doc }>(
    db,
    sql`SELECT ${deliveryRowSql(registry, decl, 'r')} AS doc FROM records AS r
        WHERE ${liveWhere(decl, scope)} AND ${condition}
        ORDER BY ${orderBy(decl, {}, liveCopy)} LIMIT ${limit}`,
  );
  return found.map((r) => r.doc);
}

/** The copy of a localised singleton for a locale (null: the default copy, which has no mark). */
export function localeCondition(locale: string | null): SQL {
  return locale === null ? sql`live ->> 'locale_country_code' IS NULL` : sql`live ->> 'locale_country_code' = ${locale}`;
}
