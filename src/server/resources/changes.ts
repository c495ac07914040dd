import { keepUndeclared } from './undeclared';
import type { Db } from '../db/connect';
import { AppError } from '../../shared/errors';
import type { Declaration, Registry } from '../../shared/registry';
import { derivedFields, serverFields } from '../../shared/ownership';
import { sameData } from '../../shared/rules/sameData';
import { deleteOwned, syncOwned, type OwnedWriter } from './owned';
import { journalRecord, pendingBlock, upsertBlock, type Importing } from './blockWrites';
import type { Doc, RecordRow } from './recordShape';
import { assertRefsExist } from './refExistence';
import { refuseReadOnly } from './validateBody';
import { derivedOf } from './derived';
import { lockWithFollowers, pendingBlockOfRecord, refuseOthersWork, withdrawLocked } from '../vcs/decide';
import { deleteRecordRow, insertRecord, readRecord, singletonRecord, writeRecord, type Scope } from './store';

/*
 * A maker's create, update or delete (docs/architecture.md §4): the live version is never touched; the
 * draft and exactly one pending block per record (src/server/resources/blockWrites.ts) are written in
 * the caller's transaction.
 */

/** Whose content a save carries besides its author's: a restored version's or a copied record's writers. */
export interface ChangeOptions {
  /** They count as authors of the block too, so none of them may publish it (four eyes). */
  authors?: readonly number[];
  /** A restored record comes back under its old id, so links to it hold again. */
  recordId?: number;
  /**
   * What a client sent, before validation filled defaults: its readOnly fields are checked against
   * what the server keeps. The server's own writes (owned records kept in step) send none.
   */
  sent?: Doc;
  /** A CSV import still being written: what it touches is journalled and held (src/server/csv/importJob.ts). */
  importing?: Importing;
}

function checkVersion(decl: Declaration, row: RecordRow, version: number | undefined): void {
  if (version === undefined) throw new AppError('MISSING_FIELD', { field: 'version' }, { field: 'version' });
  if (version !== row.version) {
    throw new AppError('VERSION_CONFLICT', { current: row.version }, { details: { current_version: row.version, kind: decl.kind } });
  }
}

/** The owned records' writes (src/server/resources/owned.ts) as this maker's changes in this transaction (and import). */
function ownedWriter(tx: Db, registry: Registry, scope: Scope, userId: number, isChecker = false, importing?: Importing): OwnedWriter {
  return {
    create: (decl, data) => createChange(tx, registry, decl, scope, userId, data, { importing }),
    update: (decl, row, data) => updateChange(tx, registry, decl, scope, userId, row.record_id, row.version, () => data, { importing }),
    remove: (decl, row) => deleteChange(tx, registry, decl, scope, userId, row.record_id, row.version, isChecker),
  };
}

export async function createChange(
  tx: Db,
  registry: Registry,
  decl: Declaration,
  scope: Scope,
  userId: number,
  body: Doc,
  { authors, recordId, sent, importing }: ChangeOptions = {},
): Promise<RecordRow> {
  if (sent) refuseReadOnly(decl, sent, null, scope.websiteId);
  const own = serverFields(decl, body, null, scope.websiteId);
  const data = await syncOwned(tx, ownedWriter(tx, registry, scope, userId, false, importing), registry, decl, scope, own);
  await assertRefsExist(tx, decl, scope, data);
  const row = await insertRecord(tx, decl, scope, userId, { live: null, draft: data, pendingAction: 'CREATE' }, recordId);
  if (importing) await journalRecord(tx, importing, decl.kind, row.record_id, true);
  // A restored record comes back under an id that may still have old blocks; a new one has none to look for.
  await upsertBlock(tx, decl, row, userId, 'CREATE', data, { authors, importing, made: recordId === undefined });
  return row;
}

/**
 * A maker's update of a record's working copy. A save that leaves the working copy as it is (a CSV
 * row identical to the record, a form saved unchanged) is no change: no version, no block, the row
 * answered as it stands (its version unchanged, which is how a caller tells).
 */
export async function updateChange(
  tx: Db,
  registry: Registry,
  decl: Declaration,
  scope: Scope,
  userId: number,
  id: number,
  version: number | undefined,
  data: (current: Doc) => Doc,
  { authors, sent, importing }: ChangeOptions = {},
): Promise<RecordRow> {
  // One lock order everywhere (blocks, then records), as publish and reset take them: no deadlock.
  await pendingBlock(tx, decl, id, importing);
  const row = await readRecord(tx, decl, scope, id, true);
  checkVersion(decl, row, version);
  if (row.pending_action === 'DELETE') throw new AppError('ALREADY_PENDING', { action: 'deletion' });
  const current = row.draft ?? row.live ?? {};
  if (sent) {
    // A derived value sent back is compared with the one a list shows now (computed only when one is sent).
    const sendsDerived = derivedFields(decl).some(({ field }) => sent[field] !== undefined && sent[field] !== null);
    refuseReadOnly(decl, sent, current, scope.websiteId, sendsDerived ? await derivedOf(tx, registry, decl, id) : {});
  }
  const own = keepUndeclared(decl, serverFields(decl, data(current), current, scope.websiteId), current);
  const draft = await syncOwned(tx, ownedWriter(tx, registry, scope, userId, false, importing), registry, decl, scope, own);
  if (sameData(draft, current)) return row;
  await assertRefsExist(tx, decl, scope, draft);
  const action = row.pending_action === 'CREATE' ? 'CREATE' : 'UPDATE';
  // Before the first write: what the record and its pending change were, should the import be taken back.
  if (importing) await journalRecord(tx, importing, decl.kind, id, false);
  const updated = await writeRecord(tx, decl, row, userId, { draft, pendingAction: action });
  await upsertBlock(tx, decl, updated, userId, action, draft, { authors, importing });
  return updated;
}

/**
 * Returns null when the record was never published: it is withdrawn at once, with the pending
 * changes that belong to it; withdrawing a draft someone else wrote (part of) needs the checker
 * role, as resetting or rejecting it would.
 */
export async function deleteChange(
  tx: Db,
  registry: Registry,
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
    // Withdrawn, with what belongs to it: its owned records and its new children (docs/review-flow.md).
    const block = await pendingBlockOfRecord(tx, scope.clientId, decl.kind, row.record_id);
    const locked = block ? await lockWithFollowers(tx, registry, block) : undefined;
    if (!locked) {
      await deleteRecordRow(tx, decl.kind, row.record_id);
      await deleteOwned(tx, ownedWriter(tx, registry, scope, userId, isChecker), registry, decl, scope, row.draft);
      return null;
    }
    refuseOthersWork(registry, userId, locked, () => isChecker);
    await withdrawLocked(tx, locked, userId);
    return null;
  }
  const updated = await writeRecord(tx, decl, row, userId, { draft: null, pendingAction: 'DELETE' });
  await upsertBlock(tx, decl, updated, userId, 'DELETE', null);
  // What the owner held goes with it; the reference check at publish names whatever still points there.
  await deleteOwned(tx, ownedWriter(tx, registry, scope, userId, isChecker), registry, decl, scope, row.draft ?? row.live);
  return updated;
}

/** PUT on a singleton root (the event): creates its draft the first time, updates it afterwards. */
export async function putSingleton(
  tx: Db,
  registry: Registry,
  decl: Declaration,
  scope: Scope,
  userId: number,
  version: number | undefined,
  data: Doc,
  locale?: string | null,
  opts: ChangeOptions = {},
): Promise<RecordRow> {
  const parentId = decl.parent ? Number(data[decl.parent.field]) || undefined : undefined;
  // Not locked here: updateChange locks its block, then the record, in the one lock order.
  const row = await singletonRecord(tx, decl, scope, parentId, false, locale);
  // A locale's copy carries its mark, so the copy is found again and told from the default one.
  const doc = locale ? { ...data, locale_country_code: locale } : data;
  if (!row) return createChange(tx, registry, decl, scope, userId, doc, opts);
  return updateChange(tx, registry, decl, scope, userId, row.record_id, version, () => doc, opts);
}
