import type { ChangeAction } from '../../shared/enums';
import { t, type MessageKey } from '../../shared/messages';

export interface StatusView {
  label: string;
  color: 'green' | 'blue' | 'gold' | 'red';
}

const PENDING: Record<ChangeAction, { key: MessageKey; color: StatusView['color'] }> = {
  CREATE: { key: 'statusPendingCreate', color: 'blue' },
  UPDATE: { key: 'statusPendingUpdate', color: 'gold' },
  DELETE: { key: 'statusPendingDelete', color: 'red' },
};

/** The badge of a record: live, or pending with the action waiting for review. */
export function statusView(row: { pending_action?: ChangeAction | null }): StatusView {
  const pending = row.pending_action ? PENDING[row.pending_action] : undefined;
  return pending ? { label: t(pending.key), color: pending.color } : { label: t('statusLive'), color: 'green' };
}

const ACTION_WORD: Record<ChangeAction, MessageKey> = { CREATE: 'pendingCreation', UPDATE: 'pendingUpdate', DELETE: 'pendingDeletion' };

export const pendingActionWord = (action: ChangeAction): string => t(ACTION_WORD[action]);
