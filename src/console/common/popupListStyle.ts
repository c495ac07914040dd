import type { CSSProperties } from 'react';
import type { GlobalToken } from 'antd';

/**
 * The look of a list that drops down under its control (common/MenuButton.tsx, common/ComboBox.tsx):
 * antd's popup colours, corners and shadow, lined up with the control's `align` edge.
 */
export function popupListStyle(token: GlobalToken, align: 'start' | 'end' = 'start'): CSSProperties {
  return {
    position: 'absolute',
    top: 'calc(100% + 4px)',
    [align === 'end' ? 'right' : 'left']: 0,
    zIndex: 1050,
    minWidth: '100%',
    margin: 0,
    padding: 4,
    listStyle: 'none',
    background: token.colorBgElevated,
    borderRadius: token.borderRadiusLG,
    boxShadow: token.boxShadowSecondary,
  };
}
