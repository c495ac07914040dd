import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import { fieldAt, type Declaration } from '../../shared/registry';
import { jsonPath } from '../db/jsonPath';
import { idArray } from '../vcs/recordSets';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** show_all returns every row at once; bounded so one call cannot pull a whole table. */
export const SHOW_ALL_LIMIT = 1000;

export interface ListQuery {
  client_id?: number;
  website_id?: number;
  show_all?: boolean;
  search?: string;
  filters?: string;
  page?: number;
  max_results?: number;
  sort?: string;
  order?: 'asc' | 'desc';
  mode?: 'VIEW' | 'VIEW_TEMP';
  id?: number;
  /** Comma-separated record ids: only these (a selection). */
  ids?: string;
  /** csv: every matching row, not one page, as a CSV download (src/server/csv/exportCsv.ts). */
  format?: 'json' | 'csv';
  [param: string]: unknown;
}

const COLUMN_SORTS: Record<string, SQL> = {
  created_at: sql.raw('created_at'),
  updated_at: sql.raw('updated_at'),
  published_at: sql.raw('published_at'),
};

const workingCopy = sql.raw('COALESCE(draft, live)');
export const liveCopy = sql.raw('live');
/** Lists filter the working copy; flat lists serve only what is live, so they filter the live copy. */
const copyFor = (slot: string): SQL => (slot === 'flat' ? liveCopy : workingCopy);

/** A JSONB field of the working copy as text, or as a number when the schema says it is one. */
export function fieldExpr(decl: Declaration, field: string, doc: SQL = workingCopy): SQL {
  const path = field.split('.');
  const schema = fieldAt(decl.schema, field);
  const text = sql`(${doc} #>> ${sql.raw(`'{${path.join(',')}}'`)})`;
  const numeric = schema?.type === 'integer' || schema?.type === 'number';
  return numeric ? sql`(${text})::numeric` : text;
}

/**
 * The declared search fields of a record as one text, each on its own line (a search term cannot
 * hold a newline, so no match spans two fields). Lists search the working copy through this very
 * expression, which src/server/db/kindIndexes.ts indexes with trigrams.
 */
export function searchExpr(decl: Declaration, doc: SQL = workingCopy): SQL | undefined {
  const fields = decl.list?.search ?? [];
  if (fields.length === 0) return undefined;
  const parts = fields.map((f) => sql`COALESCE(${doc} #>> ${jsonPath(f)}, '')`);
  return sql`(${sql.join(parts, sql` || E'\n' || `)})`;
}

/** Query string schema of a list endpoint: the docs/product.md §7 list options plus the kind's declared ones. */
export function listQuerySchema(decl: Declaration): object {
  const properties: Record<string, object> = {
    client_id: { type: 'integer', minimum: 1 },
    website_id: { type: 'integer', minimum: 1 },
    show_all: { type: 'boolean' },
    search: { type: 'string', maxLength: 200 },
    filters: { type: 'string', maxLength: 2000 },
    // Beyond a safe integer the page's offset is no longer a number the database takes.
    page: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER, default: 1 },
    max_results: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
    sort: { type: 'string', maxLength: 100 },
    order: { type: 'string', enum: ['asc', 'desc'] },
    mode: { type: 'string', enum: ['VIEW', 'VIEW_TEMP'] },
    id: { type: 'integer', minimum: 1 },
    ids: {
      type: 'string',
      maxLength: 2000,
      pattern: '^[1-9][0-9]{0,14}(,[1-9][0-9]{0,14})*$',
      description: 'Only these records (comma-separated ids): the rows a manager selected, e.g. for format=csv.',
    },
    format: { type: 'string', enum: ['json', 'csv'], default: 'json' },
  };
  return { type: 'object', properties: { ...properties, ...declaredParams(decl, 'list') }, additionalProperties: false };
}

/** The parent field and the kind's declared parameters that a given call takes (default: list). */
export function declaredParams(decl: Declaration, slot: string): Record<string, object> {
  const properties: Record<string, object> = {};
  if (decl.parent) properties[decl.parent.field] = { type: 'integer', minimum: 1 };
  for (const param of decl.query ?? []) {
    if (!(param.endpoints ?? ['list']).includes(slot)) continue;
    properties[param.name] = {
      type: param.type,
      ...(param.enum ? { enum: param.enum } : {}),
      ...(param.default !== undefined ? { default: param.default } : {}),
    };
  }
  return properties;
}

function parseFilters(decl: Declaration, raw: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new AppError('INVALID_QUERY', { field: 'filters', reason: 'must be a JSON object.' }, { field: 'filters' });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AppError('INVALID_QUERY', { field: 'filters', reason: 'must be a JSON object.' }, { field: 'filters' });
  }
  for (const key of Object.keys(parsed)) {
    if (!fieldAt(decl.schema, key)) {
      throw new AppError(
        'INVALID_QUERY',
        { field: 'filters', reason: `${key} is not a field of ${decl.label.many}.` },
        { field: 'filters' },
      );
    }
  }
  return parsed as Record<string, unknown>;
}

export function fieldEquals(decl: Declaration, field: string, value: unknown, doc: SQL = workingCopy): SQL {
  const path = jsonPath(field);
  // Compare as JSON so 3, "3" and true keep their types, whichever the client sent.
  const schema = fieldAt(decl.schema, field);
  const typed = (schema?.type === 'integer' || schema?.type === 'number') && typeof value === 'string' ? Number(value) : value;
  return sql`(${doc} #> ${path}) = ${JSON.stringify(typed)}::jsonb`;
}

/** WHERE conditions after the scope: search, filters, parent, declared parameters, id. */
export function listConditions(decl: Declaration, query: ListQuery, slot = 'list', doc: SQL = copyFor(slot)): SQL[] {
  const where: SQL[] = [];
  const search = query.search?.trim();
  const text = searchExpr(decl, doc);
  if (search && text) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`${text} ILIKE ${like}`);
  }
  for (const [field, value] of Object.entries(parseFilters(decl, query.filters))) {
    if (value !== null && value !== '' && value !== undefined) where.push(fieldEquals(decl, field, value, doc));
  }
  if (decl.parent && query[decl.parent.field] !== undefined) {
    where.push(fieldEquals(decl, decl.parent.field, query[decl.parent.field], doc));
  }
  for (const param of decl.query ?? []) {
    if (!(param.endpoints ?? ['list']).includes(slot)) continue;
    const value = query[param.name];
    if (value === undefined || !param.field) continue;
    if (param.op === 'true') {
      if (value === true) where.push(fieldEquals(decl, param.field, true, doc));
    } else if (param.op === 'present') {
      const set = typeof value === 'string' && (param.presentWhen ?? []).includes(value);
      const path = jsonPath(param.field);
      where.push(
        set
          ? sql`(${doc} #> ${path}) IS NOT NULL AND (${doc} #> ${path}) <> 'null'::jsonb`
          : sql`((${doc} #> ${path}) IS NULL OR (${doc} #> ${path}) = 'null'::jsonb)`,
      );
    } else if (!(param.unless && query[param.unless] === true)) {
      where.push(fieldEquals(decl, param.field, value, doc));
    }
  }
  if (typeof query.ids === 'string' && query.ids !== '') where.push(sql`record_id = ANY(${idArray(query.ids.split(',').map(Number))})`);
  if (query.id !== undefined) where.push(sql`record_id = ${query.id}`);
  // Records kept inside another kind (a program's product) stay out of the kind's own list, but a
  // look-up by id or a flat list (pickers, offers) still finds them.
  else if (slot === 'list') {
    for (const field of decl.list?.exclude ?? []) {
      where.push(sql`COALESCE(${doc} #>> ${jsonPath(field)}, '') = ''`);
    }
  }
  return where;
}

export function orderBy(decl: Declaration, query: ListQuery, doc: SQL = workingCopy): SQL {
  const sortField = query.sort ?? decl.list?.sort ?? 'created_at';
  const direction = (query.order ?? decl.list?.order ?? (sortField === 'created_at' ? 'desc' : 'asc')) === 'asc' ? 'ASC' : 'DESC';
  let expr = COLUMN_SORTS[sortField];
  if (!expr) {
    if (!fieldAt(decl.schema, sortField)) {
      throw new AppError('INVALID_QUERY', { field: 'sort', reason: `${sortField} is not a sortable field.` }, { field: 'sort' });
    }
    expr = fieldExpr(decl, sortField, doc);
  }
  // Columns are NOT NULL (published_at aside): leaving out NULLS LAST keeps the order the (kind, scope, created_at) index gives.
  const nulls = COLUMN_SORTS[sortField] && sortField !== 'published_at' ? sql`` : sql` NULLS LAST`;
  return sql`${expr} ${sql.raw(direction)}${nulls}, record_id ${sql.raw(direction)}`;
}
