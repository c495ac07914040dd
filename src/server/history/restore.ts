import { sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import type { Declaration, Registry } from '../../shared/registry';
import { rows, type Db } from '../db/connect';
import { createChange, updateChange } from '../resources/changes';
import type { RecordRow } from '../resources/recordShape';
import { scopeWhere, type Scope } from '../resources/store';
import { validateRecord } from '../resources/validateBody';
import { recordStory } from './versions';
import { sameData } from '../../shared/rules/sameData';

/**
 * Brings back one version's content as a draft that goes through review like any change (four
 * eyes and reference checks at publish). A deleted record comes back as a pending create under
 * its old id. The content is checked against today's declaration: a version that no longer fits
 * is refused with the reasons, not half-restored.
 */
export async function restoreVersion(
  tx: Db,
  registry: Registry,
  decl: Declaration,
  scope: Scope,
  userId: number,
  recordId: number,
  version: number,
): Promise<{ row: RecordRow; recreated: boolean }> {
  // Two restores of one deleted record at once: the second waits, then finds it back and updates it.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${decl.kind}:${recordId}`}, 0))`);
  const { versions, current } = await recordStory(tx, decl, scope, recordId);
  const found = versions.find((v) => v.version === version);
  if (!found) throw new AppError('NOT_FOUND', { what: `Version ${version} of ${decl.label.one} ${recordId}` });
  if (found.data === null) {
    throw new AppError(
      'INVALID_FIELD',
      { reason: `Version ${version} is the deletion of the record; restore a version before it.` },
      { field: 'version' },
    );
  }
  if (sameData(found.data, current)) throw new AppError('NOTHING_TO_RESTORE', { version });
  // Whoever wrote the restored content answers for it again: none of them may publish the restore.
  const authors = found.authors;
  const data = validateRecord(decl, found.data, scope.clientId);
  const [stored] = await rows<{ version: number }>(
    tx,
    sql`SELECT version FROM records WHERE ${scopeWhere(decl, scope)} AND record_id = ${recordId}`,
  );
  if (!stored) return { row: await createChange(tx, registry, decl, scope, userId, data, { recordId, authors }), recreated: true };
  // The maker chose this version on purpose: it replaces whatever the working copy holds now.
  const row = await updateChange(tx, registry, decl, scope, userId, recordId, Number(stored.version), () => data, { authors });
  return { row, recreated: false };
}
