import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { theme, type GlobalToken } from 'antd';
import type { ReactNode } from 'react';

type AlertType = 'info' | 'success' | 'warning' | 'error';

interface InlineAlertProps {
  type: AlertType;
  title: ReactNode;
  /** A button at the end (retry, switch website). */
  action?: ReactNode;
  'data-testid'?: string;
}

const ICONS = { info: InfoCircleFilled, success: CheckCircleFilled, warning: ExclamationCircleFilled, error: CloseCircleFilled };

const colours = (token: GlobalToken, type: AlertType) =>
  ({
    info: [token.colorInfoBg, token.colorInfoBorder, token.colorInfo],
    success: [token.colorSuccessBg, token.colorSuccessBorder, token.colorSuccess],
    warning: [token.colorWarningBg, token.colorWarningBorder, token.colorWarning],
    error: [token.colorErrorBg, token.colorErrorBorder, token.colorError],
  })[type];

/**
 * A one-line message in a tinted box with its icon, drawn as antd's Alert with an icon (and, like
 * it, announced: role="alert"). antd's Alert brings its close motion and error boundary (≈ 3 kB) to
 * every record page for a note.
 */
export function InlineAlert({ type, title, action, 'data-testid': testId }: InlineAlertProps) {
  const { token } = theme.useToken();
  const [background, border, icon] = colours(token, type);
  const Icon = ICONS[type];
  return (
    <div
      role="alert"
      data-testid={testId}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: token.marginXS,
        padding: `${token.paddingXS}px ${token.paddingContentHorizontalLG}px`,
        background,
        border: `${token.lineWidth}px solid ${border}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        lineHeight: token.lineHeight,
      }}
    >
      <Icon aria-hidden style={{ color: icon, fontSize: token.fontSize }} />
      <div style={{ flex: 1, minWidth: 0 }}>{title}</div>
      {action !== undefined && action !== null && action !== false && <div style={{ marginInlineStart: token.marginXS }}>{action}</div>}
    </div>
  );
}
