import type { Declaration } from '../../shared/registry';
import type { Db } from '../db/connect';
import type { Scope } from '../resources/store';
import { fieldChanges } from './fieldChanges';
import { recordVersions, type VersionRow } from './versions';

/** A save the same block later overwrote was never reviewed on its own. */
export const SUPERSEDED = 'superseded';

function present(v: VersionRow) {
  const decided = v.latest_of_block && v.block_status !== 'pendingreview';
  return {
    version: v.version,
    status: v.latest_of_block ? v.block_status : SUPERSEDED,
    action: v.action,
    by: v.saved_by_name ?? `#${v.saved_by}`,
    at: v.saved_at,
    review: decided ? { by: v.decided_by_name, at: v.decided_at, reason: v.reason } : null,
    changes: fieldChanges(v.base, v.data),
  };
}

/** A record's versions newest first, each with who saved it, when, its review outcome and its field changes. */
export async function recordHistory(db: Db, decl: Declaration, scope: Scope, recordId: number) {
  return (await recordVersions(db, decl, scope, recordId)).map(present).reverse();
}
