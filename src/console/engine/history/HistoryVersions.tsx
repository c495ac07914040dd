import { Typography } from '../../common/Typography';
import { t } from '../../../shared/messages';
import { tHistory } from '../../../shared/historyMessages';
import type { Declaration } from '../../../shared/registry';
import type { Id } from '../../api/types';
import { canRestore } from '../../rules/historyVersion';
import { confirm } from '../../state/confirmStore';
import { Loading } from '../components/Loading';
import { useRecordHistory } from './useRecordHistory';
import { VersionItem } from './VersionItem';

interface HistoryVersionsProps {
  decl: Declaration;
  id: Id;
  /** The user may restore (maker of the kind's area, the kind updatable); viewers read only. */
  mayRestore: boolean;
}

/**
 * The record's versions, newest first, each with what it changed (HistoryPanel.tsx shows them once
 * opened). Restoring asks first, then leaves the version as a draft for review.
 */
export function HistoryVersions({ decl, id, mayRestore }: HistoryVersionsProps) {
  const { versions, restore } = useRecordHistory(decl, id, true);
  const list = versions.data ?? [];
  const ask = async (version: number) => {
    const ok = await confirm({
      title: tHistory('historyRestoreTitle', { version }),
      content: tHistory('historyRestoreBody'),
      okText: tHistory('historyRestore'),
    });
    if (ok) await restore.mutateAsync(version).catch(() => undefined);
  };
  return versions.isPending ? (
    <Loading />
  ) : list.length === 0 ? (
    <Typography.Paragraph type="secondary">{tHistory('historyEmpty')}</Typography.Paragraph>
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
}

/** For React.lazy (HistoryPanel.tsx loads it when History is opened). */
export default HistoryVersions;
