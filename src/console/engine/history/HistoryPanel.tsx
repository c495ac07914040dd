import { theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { t } from '../../../shared/messages';
import type { Declaration } from '../../../shared/registry';
import type { Id } from '../../api/types';
import { Loading } from '../components/Loading';

// The versions, their diffs and Restore: asked for, with their code, only when History is opened.
const HistoryVersions = lazy(() => import('./HistoryVersions'));

interface HistoryPanelProps {
  decl: Declaration;
  id: Id;
  /** The user may restore (maker of the kind's area, the kind updatable); viewers read only. */
  mayRestore: boolean;
}

/**
 * The record's History, closed by default: the platform's own disclosure (`<details>`), so a record
 * page pays neither the versions' request nor their code until someone opens it.
 */
export function HistoryPanel({ decl, id, mayRestore }: HistoryPanelProps) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  return (
    <details
      onToggle={(event) => setOpen(event.currentTarget.open)}
      style={{ marginTop: 24, border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadiusLG }}
    >
      <summary
        style={{
          padding: `${token.paddingSM}px ${token.padding}px`,
          cursor: 'pointer',
          background: token.colorFillAlter,
          borderRadius: token.borderRadiusLG,
          color: token.colorTextHeading,
        }}
      >
        <span data-testid="history-toggle">{t('historyTitle')}</span>
      </summary>
      {open && (
        <div style={{ padding: token.padding, borderTop: `1px solid ${token.colorBorder}` }}>
          <Suspense fallback={<Loading />}>
            <HistoryVersions decl={decl} id={id} mayRestore={mayRestore} />
          </Suspense>
        </div>
      )}
    </details>
  );
}
