import { theme } from 'antd';
import type { ChangeAction } from '../../../shared/enums';
import { statusView } from '../recordStatus';

/**
 * Live, or pending create / update / delete (docs/architecture.md §4 review flow), drawn as antd's
 * outlined Tag in the status's colour from the theme's palette. Not the Tag itself: its styles bring
 * the colour picker's colour model and a click-wave to every list row for a label.
 */
export function StatusTag({ pendingAction }: { pendingAction: ChangeAction | null | undefined }) {
  const { token } = theme.useToken();
  const view = statusView({ pending_action: pendingAction });
  const shade = (n: 1 | 3 | 7) => token[`${view.color}${n}`];
  return (
    <span
      style={{
        display: 'inline-block',
        padding: `0 ${token.paddingXS - 1}px`,
        fontSize: token.fontSizeSM,
        lineHeight: `${token.lineHeightSM * token.fontSizeSM}px`,
        whiteSpace: 'nowrap',
        color: shade(7),
        background: shade(1),
        border: `${token.lineWidth}px solid ${shade(3)}`,
        borderRadius: token.borderRadiusSM,
      }}
    >
      {view.label}
    </span>
  );
}
