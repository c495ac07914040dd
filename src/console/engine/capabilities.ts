import type { Declaration } from '../../shared/registry';
import type { ResourceRow } from './resourceApi';

/** What a kind's declared calls allow at all, whoever the user is. */
export interface KindCapabilities {
  list: boolean;
  read: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
}

export function kindCapabilities(decl: Declaration): KindCapabilities {
  const e = decl.endpoints;
  return {
    list: !!e.list,
    // A record is readable by its read call, or by the list filtered on its id.
    read: !!e.read || !!e.list,
    // Upsert kinds (form mappings) create through their update call.
    create: !!e.create || (!!decl.upsert && !!e.update && !decl.singleton),
    update: !!e.update,
    delete: !!e.delete,
  };
}

export type RowAction = 'EDIT' | 'COPY' | 'VIEW' | 'VIEW_TEMP' | 'DELETE';

/**
 * The actions a list row offers. Viewers only look; a record waiting for deletion can no longer
 * be edited (the server refuses it); "view" shows the live version, so only for live records,
 * and "view pending" only when a draft waits for review.
 */
export function rowActions(
  decl: Declaration,
  row: Pick<ResourceRow, 'status' | 'pending_action' | 'is_live'>,
  isMaker: boolean,
): RowAction[] {
  const can = kindCapabilities(decl);
  const deleting = row.pending_action === 'DELETE';
  const out: RowAction[] = [];
  if (isMaker && can.update && !deleting) out.push('EDIT');
  if (isMaker && can.create) out.push('COPY');
  if (can.read && row.is_live) out.push('VIEW');
  if (can.read && row.status === 'pendingreview' && !deleting) out.push('VIEW_TEMP');
  if (isMaker && can.delete && !deleting) out.push('DELETE');
  return out;
}
