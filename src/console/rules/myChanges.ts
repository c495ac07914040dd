import { t } from '../../shared/messages';
import { recordLabel } from './recordLabel';
import type { PendingBlock } from './reviewBlocks';

/** A rejection as the event stream tells it (src/server/client/pendingStream.ts). */
export interface Rejection {
  block_id: number;
  kind: string;
  kind_label?: string | null;
  record_label?: unknown;
  reason?: string | null;
  decided_by_name?: string | null;
}

/** "Your change to Hall A was rejected by Chitra Checker: Wrong capacity". */
export function rejectionMessage(r: Rejection): string {
  return t('rejectedYours', {
    record: recordLabel({ record_label: r.record_label, kind_label: r.kind_label, kind: r.kind, record_id: r.block_id }),
    name: r.decided_by_name ?? t('aChecker'),
    reason: r.reason ?? '',
  });
}

/** One of the user's own changes as GET /api/cms/vcs/my_changes answers it. */
export interface MyChange extends PendingBlock {
  /** A rejection decided since the user last looked at My changes. */
  unseen?: boolean;
}

export interface MyChanges {
  pending: MyChange[];
  rejected: MyChange[];
}

/** My changes split into what still waits and what was rejected, each newest first as the server sends them. */
export function splitMyChanges(all: readonly MyChange[]): MyChanges {
  return { pending: all.filter((c) => c.status === 'pendingreview'), rejected: all.filter((c) => c.status === 'rejected') };
}
