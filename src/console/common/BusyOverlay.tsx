import type { ReactNode } from 'react';
import { theme } from 'antd';
import { t } from '../../shared/messages';
import { Spinner } from './Spinner';

/**
 * What is shown stays, dimmed and inert, under a spinner while its next state loads (a list's
 * next page): as antd's Spin around content, without its script on every list.
 */
export function BusyOverlay({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div aria-busy={busy} style={{ position: 'relative' }}>
      <div
        inert={busy}
        style={busy ? { opacity: 0.5, pointerEvents: 'none', transition: `opacity ${token.motionDurationMid}` } : undefined}
      >
        {children}
      </div>
      {busy && (
        <div
          style={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: token.colorPrimary,
          }}
        >
          <Spinner label={t('loading')} />
        </div>
      )}
    </div>
  );
}
