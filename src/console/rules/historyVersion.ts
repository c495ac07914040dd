import type { ChangeAction } from '../../shared/enums';
import type { HistoryMessageKey } from '../../shared/historyMessages';

/** One version of a record as GET /api/cms/vcs/history answers it (src/server/history/history.ts). */
export interface RecordVersion {
  version: number;
  status: 'live' | 'pendingreview' | 'rejected' | 'reverted' | 'superseded';
  action: ChangeAction;
  by: string;
  at: string;
  review: { by: string | null; at: string | null; reason: string | null } | null;
  /** The content the record held before its history began (seeded or older): version 1. */
  initial?: boolean;
  /** The server compared it with the working copy: restoring it would change something. */
  restorable?: boolean;
  /** What it changed from the version before it. */
  changes: { field: string; from: unknown; to: unknown }[];
}

/** The before and after a diff table shows for a version: only the fields it changes. */
export function versionDiff(v: RecordVersion): {
  block_id: number;
  action: ChangeAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
} {
  const side = (pick: 'from' | 'to') => Object.fromEntries(v.changes.map((c) => [c.field, c[pick]]));
  return {
    block_id: v.version,
    // A diff of only the changed fields reads as an update, whatever the version did.
    action: v.action === 'CREATE' ? 'CREATE' : v.action === 'DELETE' ? 'DELETE' : 'UPDATE',
    before: v.action === 'CREATE' ? null : side('from'),
    after: v.action === 'DELETE' ? null : side('to'),
  };
}

/**
 * A version can be restored when it holds content (not a deletion) that differs from what the
 * record's working copy holds now — the server compares them (`restorable`), so a version equal to
 * the current one offers no Restore, whatever its number.
 */
export function canRestore(v: RecordVersion): boolean {
  return v.action !== 'DELETE' && v.restorable === true;
}

export const statusMessage = (status: RecordVersion['status']): HistoryMessageKey => `historyStatus_${status}`;

/** Tag colours by outcome: published green, waiting blue, refused red, dropped or replaced grey. */
export const STATUS_COLOR: Record<RecordVersion['status'], string> = {
  live: 'success',
  pendingreview: 'processing',
  rejected: 'error',
  reverted: 'default',
  superseded: 'default',
};
