import { Collapse } from 'antd';
import { Typography } from '../../common/Typography';
import { useState } from 'react';
import { t } from '../../../shared/messages';
import type { Declaration } from '../../../shared/registry';
import type { Id } from '../../api/types';
import { canRestore } from '../../rules/historyVersion';
import { confirm } from '../../state/confirmStore';
import { Loading } from '../components/Loading';
import { useRecordHistory } from './useRecordHistory';
import { VersionItem } from './VersionItem';

interface HistoryPanelProps {
  decl: Declaration;
  id: Id;
  /** The user may restore (maker of the kind's area, the kind updatable); viewers read only. */
  mayRestore: boolean;
}

/**
 * The record's History: closed by default and fetched only when opened, so an edit page pays
 * nothing for it. Restoring asks first, then leaves the version as a draft for review.
 */
export function HistoryPanel({ decl, id, mayRestore }: HistoryPanelProps) {
  const [open, setOpen] = useState(false);
  const { versions, restore } = useRecordHistory(decl, id, open);
  const list = versions.data ?? [];
  const ask = async (version: number) => {
    const ok = await confirm({
      title: t('historyRestoreTitle', { version }),
      content: t('historyRestoreBody'),
      okText: t('historyRestore'),
    });
    if (ok) await restore.mutateAsync(version).catch(() => undefined);
  };
  const body = versions.isPending ? (
    <Loading />
  ) : list.length === 0 ? (
    <Typography.Paragraph type="secondary">{t('historyEmpty')}</Typography.Paragraph>
  ) : (
    <ol aria-label={t('historyTitle')} style={{ padding: 0, margin: 0 }}>
      {list.map((v) => (
        <VersionItem
          key={v.version}
          decl={decl}
          version={v}
          restoring={restore.isPending && restore.variables === v.version}
          onRestore={mayRestore && canRestore(v) ? () => void ask(v.version) : undefined}
        />
      ))}
    </ol>
  );
  return (
    <Collapse
      style={{ marginTop: 24 }}
      onChange={(keys) => setOpen(keys.length > 0)}
      items={[{ key: 'history', label: <span data-testid="history-toggle">{t('historyTitle')}</span>, children: body }]}
    />
  );
}

/** For React.lazy (src/console/engine/edit/EditPage.tsx loads it apart from the form). */
export default HistoryPanel;
