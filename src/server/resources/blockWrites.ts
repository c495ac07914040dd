import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { changeBlocks, recordVersions } from '../db/schema';
import { oneRow } from '../db/oneRow';
import { AppError } from '../../shared/errors';
import type { Declaration } from '../../shared/registry';
import type { Doc, RecordRow } from './recordShape';

/** A write made by a CSV import that is still running (src/server/csv/importJob.ts). */
export interface Importing {
  importId: number;
}

/**
 * The record's one pending block, locked (blocks before records: the one lock order). A block a
 * running import holds is that import's alone: anyone else's save of the record waits for it (409).
 */
export async function pendingBlock(tx: Db, decl: Declaration, recordId: number, importing?: Importing) {
  const [block] = await tx
    .select()
    .from(changeBlocks)
    .where(
      and(
        eq(changeBlocks.kind, decl.kind),
        eq(changeBlocks.recordId, recordId),
        inArray(changeBlocks.status, ['pendingreview', 'importing']),
      ),
    )
    .for('update');
  if (block?.status === 'importing' && block.importId !== importing?.importId) {
    throw new AppError('RECORD_IMPORTING', { what: `${decl.label.one} ${recordId}` });
  }
  return block;
}

/**
 * An import's first touch of a record, kept so the import can be taken back: the record's row and
 * pending block as they were (both null for a record the import makes). Later touches keep the first.
 */
export async function journalRecord(tx: Db, importing: Importing, kind: string, recordId: number, made: boolean): Promise<void> {
  const row = made
    ? sql`NULL::jsonb`
    : sql`(SELECT jsonb_build_object('live', live, 'draft', draft, 'pending_action', pending_action, 'version', version,
              'updated_at', updated_at, 'updated_by', updated_by) FROM records WHERE kind = ${kind} AND record_id = ${recordId})`;
  const block = made
    ? sql`NULL::jsonb`
    : sql`(SELECT jsonb_build_object('block_id', block_id, 'action', action, 'after', after, 'created_by', created_by,
              'created_at', created_at, 'touched_by', touched_by, 'version', version)
           FROM change_blocks WHERE kind = ${kind} AND record_id = ${recordId} AND status = 'pendingreview')`;
  await tx.execute(
    sql`INSERT INTO import_journal (import_id, kind, record_id, row, block)
        VALUES (${importing.importId}, ${kind}, ${recordId}, ${row}, ${block})
        ON CONFLICT (import_id, kind, record_id) DO NOTHING`,
  );
}

export interface BlockWrite {
  /** Whose content the save carries besides its author's: they count as its authors too (four eyes). */
  authors?: readonly number[];
  importing?: Importing;
  /** The record was just made: it has no block yet, so none is looked for. */
  made?: boolean;
}

/**
 * Writes the record's one pending block and the version of its history: a new block, or the
 * existing one updated (its author added, its version raised). An import's block waits as
 * `importing` until the whole import is written.
 */
export async function upsertBlock(
  tx: Db,
  decl: Declaration,
  row: RecordRow,
  userId: number,
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  after: Doc | null,
  { authors = [], importing, made = false }: BlockWrite = {},
): Promise<void> {
  const existing = made ? undefined : await pendingBlock(tx, decl, row.record_id, importing);
  const version = {
    clientId: row.client_id,
    websiteId: row.website_id,
    kind: decl.kind,
    recordId: row.record_id,
    action,
    data: after,
    importId: importing?.importId ?? null,
  };
  // Everyone who wrote a version of the pending record, or whose content it carries, answers for it in the four-eyes check.
  const touchedBy = [...new Set([...(existing?.touchedBy ?? []), userId, ...authors])];
  const held = importing ? { status: 'importing', importId: importing.importId } : {};
  if (existing) {
    await tx
      .update(changeBlocks)
      .set({ action, after, createdBy: userId, createdAt: new Date(), touchedBy, version: sql`${changeBlocks.version} + 1`, ...held })
      .where(eq(changeBlocks.blockId, existing.blockId));
    await tx.insert(recordVersions).values({ ...version, blockId: existing.blockId, savedBy: userId, authors: touchedBy });
    return;
  }
  const created = await tx
    .insert(changeBlocks)
    .values({
      clientId: row.client_id,
      websiteId: row.website_id,
      assetType: decl.area,
      kind: decl.kind,
      recordId: row.record_id,
      changeLogType: decl.changeLogType,
      action,
      before: row.live,
      after,
      createdBy: userId,
      touchedBy,
      ...held,
    })
    .returning({ blockId: changeBlocks.blockId });
  // Every save is a version of the record's history, tied to the block that decides it.
  const blockId = oneRow(created, 'insert into change_blocks').blockId;
  await tx.insert(recordVersions).values({ ...version, blockId, savedBy: userId, authors: touchedBy });
}
