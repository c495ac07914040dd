import type { Declaration } from '../../shared/registry';
import { sameData } from '../../shared/rules/sameData';
import type { Db } from '../db/connect';
import type { Scope } from '../resources/store';
import { fieldChanges } from './fieldChanges';
import { recordStory, type VersionRow } from './versions';

/** A save the same block later overwrote was never reviewed on its own. */
export const SUPERSEDED = 'superseded';

function present(v: VersionRow, previous: VersionRow | undefined, current: Record<string, unknown> | null) {
  const decided = v.latest_of_block && v.block_status !== 'pendingreview' && !v.initial;
  return {
    version: v.version,
    status: v.latest_of_block ? v.block_status : SUPERSEDED,
    action: v.action,
    by: v.saved_by_name ?? (v.saved_by === null ? 'Before history' : `#${v.saved_by}`),
    at: v.saved_at,
    initial: v.initial === true,
    review: decided ? { by: v.decided_by_name, at: v.decided_at, reason: v.reason } : null,
    // What this version changed from the one saved before it (draft saves included).
    changes: fieldChanges(previous?.data ?? null, v.data),
    // Restoring makes sense only for content the record does not already show.
    restorable: v.data !== null && !sameData(v.data, current),
  };
}

/** A record's versions newest first, each with who saved it, when, its review outcome and its field changes. */
export async function recordHistory(db: Db, decl: Declaration, scope: Scope, recordId: number) {
  const { versions, current } = await recordStory(db, decl, scope, recordId);
  return versions.map((v, i) => present(v, versions[i - 1], current)).reverse();
}
