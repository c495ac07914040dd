import type { ReactNode } from 'react';
import { CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';

interface NoticeProps {
  status: 'info' | 'error';
  title: ReactNode;
  text?: ReactNode;
  extra?: ReactNode;
  'data-testid'?: string;
  /** Under a page's own h1: the notice's heading is an h2 (one h1 per page). */
  nested?: boolean;
}

/**
 * A centred icon, heading and text. antd's Result would do, but it bundles its large status
 * illustrations into every route that uses it.
 */
export function Notice({ status, title, text, extra, nested = false, 'data-testid': testId }: NoticeProps) {
  const { token } = theme.useToken();
  const Icon = status === 'error' ? CloseCircleFilled : InfoCircleFilled;
  const Heading = nested ? 'h2' : 'h1';
  return (
    <section data-testid={testId} style={{ textAlign: 'center', padding: '48px 24px' }}>
      <Icon aria-hidden style={{ fontSize: 56, color: status === 'error' ? token.colorError : token.colorInfo }} />
      <Heading style={{ fontSize: 22, fontWeight: 500, margin: '24px 0 8px', color: token.colorTextHeading }}>{title}</Heading>
      {text !== undefined && <p style={{ color: token.colorTextSecondary, margin: 0 }}>{text}</p>}
      {extra !== undefined && <div style={{ marginTop: 24 }}>{extra}</div>}
    </section>
  );
}
