import { sql, type SQL } from 'drizzle-orm';
import type { MigrationStep } from '../../shared/migrationPlan';

/** A declared field name as a SQL text literal: the meta-schema allows letters, digits and underscores only; quotes are doubled all the same. */
const key = (name: string): SQL => sql.raw(`'${name.replace(/'/g, "''")}'`);
const path = (name: string): SQL => sql.raw(`'{${name.replace(/'/g, "''")}}'`);
const json = (value: unknown): SQL => sql`${JSON.stringify(value)}::jsonb`;

/** What counts as a number when a text is converted toNumber (what JSON would write; no spaces, no hex). */
export const NUMBER_TEXT = '^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?$';

/**
 * One step as a jsonb expression over `doc` (a column that may be NULL: NULL stays NULL). Every
 * branch leaves a document the step does not concern as it is, so a step is idempotent.
 */
export function stepSql(step: MigrationStep, doc: SQL): SQL {
  switch (step.op) {
    case 'drop':
      return sql`(${doc} - ${key(step.field)})`;
    case 'rename':
      // The value moves only where the new name holds nothing: a value already there is never overwritten, and the old one then stays.
      return sql`(CASE WHEN ${doc} ? ${key(step.from)} AND NOT ${doc} ? ${key(step.to)}
        THEN (${doc} - ${key(step.from)}) || jsonb_build_object(${key(step.to)}, ${doc} -> ${key(step.from)}) ELSE ${doc} END)`;
    case 'default':
      return sql`(CASE WHEN ${doc} IS NOT NULL AND NOT ${doc} ? ${key(step.field)}
        THEN ${doc} || jsonb_build_object(${key(step.field)}, ${json(step.value)}) ELSE ${doc} END)`;
    case 'convert':
      return convertSql(step, doc);
  }
}

function convertSql(step: Extract<MigrationStep, { op: 'convert' }>, doc: SQL): SQL {
  const value = sql`(${doc} -> ${key(step.field)})`;
  const type = sql`jsonb_typeof(${value})`;
  if (step.how === 'toString') {
    return sql`(CASE WHEN ${type} IN ('number', 'boolean') THEN jsonb_set(${doc}, ${path(step.field)}, to_jsonb(${doc} ->> ${key(step.field)})) ELSE ${doc} END)`;
  }
  if (step.how === 'toNumber') {
    // An empty text was no number at all: the field is left out rather than made 0.
    return sql`(CASE WHEN ${type} = 'string' AND (${doc} ->> ${key(step.field)}) = '' THEN ${doc} - ${key(step.field)}
      WHEN ${type} = 'string' THEN jsonb_set(${doc}, ${path(step.field)}, to_jsonb((${doc} ->> ${key(step.field)})::numeric)) ELSE ${doc} END)`;
  }
  if (step.how === 'toList') {
    return sql`(CASE WHEN ${type} IS NOT NULL AND ${type} NOT IN ('array', 'null') THEN jsonb_set(${doc}, ${path(step.field)}, jsonb_build_array(${value})) ELSE ${doc} END)`;
  }
  const cases = Object.entries(step.how.map).map(
    ([from, to]) =>
      sql`WHEN ${type} IN ('string', 'number', 'boolean') AND (${doc} ->> ${key(step.field)}) = ${from} THEN jsonb_set(${doc}, ${path(step.field)}, ${json(to)})`,
  );
  return sql`(CASE ${sql.join(cases, sql` `)} ELSE ${doc} END)`;
}

/**
 * A condition true of a document the step cannot carry across: a text that is no number for
 * toNumber, a value neither in the map nor allowed by the new enumeration. Undefined when every
 * document can be carried.
 */
export function refusedSql(step: MigrationStep, doc: SQL): SQL | undefined {
  if (step.op !== 'convert') return undefined;
  const text = sql`(${doc} ->> ${key(step.field)})`;
  const type = sql`jsonb_typeof(${doc} -> ${key(step.field)})`;
  if (step.how === 'toNumber') return sql`(${type} = 'string' AND ${text} <> '' AND ${text} !~ ${NUMBER_TEXT})`;
  if (typeof step.how === 'object' && step.allowed) {
    const known = [...Object.keys(step.how.map), ...step.allowed.filter((v) => v !== null).map(String)];
    return sql`(${type} IN ('string', 'number', 'boolean') AND NOT (${text} = ANY(${`{${known.map((k) => `"${k.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`}::text[])))`;
  }
  return undefined;
}
