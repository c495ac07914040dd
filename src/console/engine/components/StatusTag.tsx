import { Tag } from 'antd';
import type { ChangeAction } from '../../../shared/enums';
import { statusView } from '../recordStatus';

/** Live, or pending create / update / delete (docs/architecture.md §4 review flow). */
export function StatusTag({ pendingAction }: { pendingAction: ChangeAction | null | undefined }) {
  const view = statusView({ pending_action: pendingAction });
  return (
    <Tag color={view.color} variant="outlined" style={{ marginInlineEnd: 0 }}>
      {view.label}
    </Tag>
  );
}
