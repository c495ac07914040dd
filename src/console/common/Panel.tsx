import { theme } from 'antd';
import type { AriaRole, CSSProperties, ReactNode } from 'react';

interface PanelProps {
  title: ReactNode;
  /** Controls at the right of the title bar. */
  extra?: ReactNode;
  /** Tighter title bar and body (antd's small card). */
  small?: boolean;
  role?: AriaRole;
  /** For a control that shows it (aria-controls). */
  id?: string;
  'aria-label'?: string;
  'data-testid'?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A bordered box with a title bar, drawn as antd's Card draws it. Ours because the Card module
 * imports its tabs, and the tabs their overflow dropdown and menu (≈ 20 kB of gzip), for a box.
 */
export function Panel({ title, extra, small, role, id, style, children, ...aria }: PanelProps) {
  const { token } = theme.useToken();
  const inline = small ? 12 : 24;
  return (
    <section
      id={id}
      role={role}
      aria-label={aria['aria-label']}
      data-testid={aria['data-testid']}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        ...style,
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          minHeight: small ? 38 : 56,
          padding: `0 ${inline}px`,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          fontWeight: 600,
          fontSize: small ? token.fontSize : token.fontSizeLG,
        }}
      >
        <div style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{title}</div>
        {extra}
      </div>
      <div style={{ padding: small ? 12 : 24 }}>{children}</div>
    </section>
  );
}
