import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../db/connect';
import { oneRow } from '../db/oneRow';
import { AppError } from '../../shared/errors';
import type { Declaration } from '../../shared/registry';
import type { Doc, RecordRow } from './recordShape';
import { fieldEquals } from './listQuery';

export interface Scope {
  clientId: number;
  /** null for client-wide kinds (forms, people). */
  websiteId: number | null;
}

const COLUMNS = sql.raw('record_id, client_id, website_id, live, draft, pending_action, version, created_at, updated_at');

export function scopeWhere(decl: Declaration, scope: Scope): SQL {
  const site = scope.websiteId === null ? sql`website_id IS NULL` : sql`website_id = ${scope.websiteId}`;
  return sql`kind = ${decl.kind} AND client_id = ${scope.clientId} AND ${site}`;
}

const normalise = (r: RecordRow): RecordRow => ({ ...r, record_id: Number(r.record_id) });

export async function readRecord(db: Db, decl: Declaration, scope: Scope, id: number, lock = false): Promise<RecordRow> {
  const forUpdate = lock ? sql` FOR UPDATE` : sql``;
  const [row] = await rows<RecordRow>(
    db,
    sql`SELECT ${COLUMNS} FROM records WHERE ${scopeWhere(decl, scope)} AND record_id = ${id}${forUpdate}`,
  );
  if (!row) throw new AppError('NOT_FOUND', { what: `${decl.label.one} ${id}` });
  return normalise(row);
}

/** The one record of a singleton kind (the event of a website), or undefined before it exists. */
export async function singletonRecord(
  db: Db,
  decl: Declaration,
  scope: Scope,
  parentId: number | undefined,
  lock = false,
  locale?: string | null,
): Promise<RecordRow | undefined> {
  const forUpdate = lock ? sql` FOR UPDATE` : sql``;
  // A localised kind keeps one record per locale, marked in its data; the default copy has no mark.
  const copy =
    locale === undefined
      ? sql``
      : locale === null
        ? sql` AND COALESCE(live, draft) ->> 'locale_country_code' IS NULL`
        : sql` AND COALESCE(live, draft) ->> 'locale_country_code' = ${locale}`;
  // A singleton with a parent (the SEO of a course) is one record per parent.
  const parent = decl.parent && parentId !== undefined ? sql` AND ${fieldEquals(decl, decl.parent.field, parentId)}` : sql``;
  const [row] = await rows<RecordRow>(
    db,
    sql`SELECT ${COLUMNS} FROM records WHERE ${scopeWhere(decl, scope)}${parent}${copy} ORDER BY record_id LIMIT 1${forUpdate}`,
  );
  return row ? normalise(row) : undefined;
}

export async function insertRecord(
  db: Db,
  decl: Declaration,
  scope: Scope,
  userId: number,
  values: { live: Doc | null; draft: Doc | null; pendingAction: RecordRow['pending_action'] },
  /** A restored record comes back under its old id, so links to it hold again. */
  recordId?: number,
): Promise<RecordRow> {
  const id = recordId === undefined ? sql`nextval('record_id_seq')` : sql`${recordId}`;
  const row = oneRow(
    await rows<RecordRow>(
      db,
      sql`INSERT INTO records (kind, record_id, client_id, website_id, live, draft, pending_action, version, created_by, updated_by)
        VALUES (${decl.kind}, ${id}, ${scope.clientId}, ${scope.websiteId},
                ${values.live === null ? null : JSON.stringify(values.live)}::jsonb,
                ${values.draft === null ? null : JSON.stringify(values.draft)}::jsonb,
                ${values.pendingAction}, 1, ${userId}, ${userId})
        RETURNING ${COLUMNS}`,
    ),
    'insert into records',
  );
  return normalise(row);
}

export async function writeRecord(
  db: Db,
  decl: Declaration,
  row: RecordRow,
  userId: number,
  values: { live?: Doc | null; draft: Doc | null; pendingAction: RecordRow['pending_action'] },
): Promise<RecordRow> {
  const live = values.live === undefined ? row.live : values.live;
  const updated = oneRow(
    await rows<RecordRow>(
      db,
      sql`UPDATE records SET
          live = ${live === null ? null : JSON.stringify(live)}::jsonb,
          draft = ${values.draft === null ? null : JSON.stringify(values.draft)}::jsonb,
          pending_action = ${values.pendingAction},
          version = version + 1, updated_at = now(), updated_by = ${userId}
        WHERE kind = ${decl.kind} AND record_id = ${row.record_id}
        RETURNING ${COLUMNS}`,
    ),
    'update of a record',
  );
  return normalise(updated);
}

export async function deleteRecordRow(db: Db, kind: string, recordId: number): Promise<void> {
  await db.execute(sql`DELETE FROM records WHERE kind = ${kind} AND record_id = ${recordId}`);
}
