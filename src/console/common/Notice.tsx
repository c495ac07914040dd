import type { ReactNode } from 'react';
import { CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';

interface NoticeProps {
  status: 'info' | 'error';
  title: ReactNode;
  text?: ReactNode;
  extra?: ReactNode;
  'data-testid'?: string;
}

/**
 * A centred icon, heading and text. antd's Result would do, but it bundles its large status
 * illustrations into every route that uses it.
 */
export function Notice({ status, title, text, extra, 'data-testid': testId }: NoticeProps) {
  const { token } = theme.useToken();
  const Icon = status === 'error' ? CloseCircleFilled : InfoCircleFilled;
  return (
    <section data-testid={testId} style={{ textAlign: 'center', padding: '48px 24px' }}>
      <Icon aria-hidden style={{ fontSize: 56, color: status === 'error' ? token.colorError : token.colorInfo }} />
      <h1 style={{ fontSize: 22, fontWeight: 500, margin: '24px 0 8px', color: token.colorTextHeading }}>{title}</h1>
      {text !== undefined && <p style={{ color: token.colorTextSecondary, margin: 0 }}>{text}</p>}
      {extra !== undefined && <div style={{ marginTop: 24 }}>{extra}</div>}
    </section>
  );
}
