import type { GlobalToken } from 'antd';
import type { CSSProperties } from 'react';

/**
 * The look of antd's Input for the console's own text boxes (common/SearchBox.tsx,
 * common/ComboBox.tsx), from the theme's tokens, so a website's colour reaches them too. Hover
 * and focus live in index.html (.console-input), reading the variables set here.
 */
export function inputStyle(token: GlobalToken): CSSProperties {
  return {
    boxSizing: 'border-box',
    width: '100%',
    height: token.controlHeight,
    padding: `0 ${token.paddingSM - 1}px`,
    font: 'inherit',
    fontSize: token.fontSize,
    color: token.colorText,
    background: token.colorBgContainer,
    borderRadius: token.borderRadius,
    transition: `border-color ${token.motionDurationMid}, box-shadow ${token.motionDurationMid}`,
    // The border is drawn by .console-input, so that its hover and focus rules are not beaten by an inline style.
    ['--console-border' as string]: `${token.lineWidth}px solid ${token.colorBorder}`,
    ['--console-primary' as string]: token.colorPrimary,
    ['--console-primary-hover' as string]: token.colorPrimaryHover,
    ['--console-primary-outline' as string]: token.controlOutline,
    ['--console-error' as string]: token.colorError,
    ['--console-error-outline' as string]: token.colorErrorOutline,
  };
}
