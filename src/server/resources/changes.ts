import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { changeBlocks } from '../db/schema';
import { AppError } from '../../shared/errors';
import type { Declaration } from '../../shared/registry';
import type { Doc, RecordRow } from './recordShape';
import { assertRefsExist } from './refExistence';
import { deleteRecordRow, insertRecord, readRecord, singletonRecord, writeRecord, type Scope } from './store';

/**
 * A maker's create, update or delete (docs/architecture.md §4): the live version is never touched; the draft and
 * exactly one pending block per record are written in the caller's transaction.
 */
async function pendingBlock(tx: Db, decl: Declaration, recordId: number) {
  const [block] = await tx
    .select()
    .from(changeBlocks)
    .where(and(eq(changeBlocks.kind, decl.kind), eq(changeBlocks.recordId, recordId), eq(changeBlocks.status, 'pendingreview')))
    .for('update');
  return block;
}

async function upsertBlock(
  tx: Db,
  decl: Declaration,
  row: RecordRow,
  userId: number,
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  after: Doc | null,
): Promise<void> {
  const existing = await pendingBlock(tx, decl, row.record_id);
  if (existing) {
    // Everyone who wrote a version of the pending record answers for it in the four-eyes check.
    const touchedBy = existing.touchedBy.includes(userId) ? existing.touchedBy : [...existing.touchedBy, userId];
    await tx
      .update(changeBlocks)
      .set({ action, after, createdBy: userId, createdAt: new Date(), touchedBy })
      .where(eq(changeBlocks.blockId, existing.blockId));
    return;
  }
  await tx.insert(changeBlocks).values({
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
    touchedBy: [userId],
  });
}

function checkVersion(decl: Declaration, row: RecordRow, version: number | undefined): void {
  if (version === undefined) throw new AppError('MISSING_FIELD', { field: 'version' }, { field: 'version' });
  if (version !== row.version) {
    throw new AppError('VERSION_CONFLICT', { current: row.version }, { details: { current_version: row.version, kind: decl.kind } });
  }
}

export async function createChange(tx: Db, decl: Declaration, scope: Scope, userId: number, data: Doc): Promise<RecordRow> {
  await assertRefsExist(tx, decl, scope, data);
  const row = await insertRecord(tx, decl, scope, userId, { live: null, draft: data, pendingAction: 'CREATE' });
  await upsertBlock(tx, decl, row, userId, 'CREATE', data);
  return row;
}

export async function updateChange(
  tx: Db,
  decl: Declaration,
  scope: Scope,
  userId: number,
  id: number,
  version: number | undefined,
  data: (current: Doc) => Doc,
): Promise<RecordRow> {
  // One lock order everywhere (blocks, then records), as publish and reset take them: no deadlock.
  await pendingBlock(tx, decl, id);
  const row = await readRecord(tx, decl, scope, id, true);
  checkVersion(decl, row, version);
  if (row.pending_action === 'DELETE') throw new AppError('ALREADY_PENDING', { action: 'deletion' });
  const draft = data(row.draft ?? row.live ?? {});
  await assertRefsExist(tx, decl, scope, draft);
  const action = row.pending_action === 'CREATE' ? 'CREATE' : 'UPDATE';
  const updated = await writeRecord(tx, decl, row, userId, { draft, pendingAction: action });
  await upsertBlock(tx, decl, updated, userId, action, draft);
  return updated;
}

/**
 * Returns null when the record was never published: withdrawing it needs no review, but withdrawing
 * a draft someone else wrote (part of) needs the checker role, as resetting or rejecting it would.
 */
export async function deleteChange(
  tx: Db,
  decl: Declaration,
  scope: Scope,
  userId: number,
  id: number,
  version: number | undefined,
  isChecker = false,
): Promise<RecordRow | null> {
  await pendingBlock(tx, decl, id);
  const row = await readRecord(tx, decl, scope, id, true);
  checkVersion(decl, row, version);
  if (row.live === null) {
    const block = await pendingBlock(tx, decl, row.record_id);
    if (block && !isChecker && block.touchedBy.some((author) => author !== userId)) {
      throw new AppError('WITHDRAW_NEEDS_CHECKER', { area: decl.area.toLowerCase() });
    }
    if (block) {
      await tx
        .update(changeBlocks)
        .set({ status: 'reverted', decidedBy: userId, decidedAt: new Date(), reason: 'Withdrawn by the maker before publication' })
        .where(eq(changeBlocks.blockId, block.blockId));
    }
    await deleteRecordRow(tx, decl.kind, row.record_id);
    return null;
  }
  const updated = await writeRecord(tx, decl, row, userId, { draft: null, pendingAction: 'DELETE' });
  await upsertBlock(tx, decl, updated, userId, 'DELETE', null);
  return updated;
}

/** PUT on a singleton root (the event): creates its draft the first time, updates it afterwards. */
export async function putSingleton(
  tx: Db,
  decl: Declaration,
  scope: Scope,
  userId: number,
  version: number | undefined,
  data: Doc,
  locale?: string | null,
): Promise<RecordRow> {
  const parentId = decl.parent ? Number(data[decl.parent.field]) || undefined : undefined;
  // Not locked here: updateChange locks its block, then the record, in the one lock order.
  const row = await singletonRecord(tx, decl, scope, parentId, false, locale);
  // A locale's copy carries its mark, so the copy is found again and told from the default one.
  const doc = locale ? { ...data, locale_country_code: locale } : data;
  if (!row) return createChange(tx, decl, scope, userId, doc);
  return updateChange(tx, decl, scope, userId, row.record_id, version, () => doc);
}
