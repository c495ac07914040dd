import { sql, type SQL } from 'drizzle-orm';

/**
 * A declared field's dotted path ("seo.title") as a PostgreSQL text-array literal ('{seo,title}')
 * for the #> and #>> operators. Inlined, not bound: the planner must see the same expression as the
 * kind's indexes (src/server/db/kindIndexes.ts). Only declaration field names reach it, never a
 * client's text: the meta-schema allows letters, digits and underscores in them.
 */
export function jsonPath(field: string): SQL {
  return sql.raw(`'{${field.split('.').join(',')}}'`);
}
