import { Button, Flex, Tag } from 'antd';
import { Typography } from '../../common/Typography';
import { useMemo } from 'react';
import { tHistory } from '../../../shared/historyMessages';
import type { Declaration } from '../../../shared/registry';
import { showDateTime } from '../../../shared/rules/timeDisplay';
import { useTimeZone } from '../../common/useTimeZone';
import { STATUS_COLOR, statusMessage, versionDiff, type RecordVersion } from '../../rules/historyVersion';
import { BlockDiff } from '../review/BlockDiff';

interface VersionItemProps {
  decl: Declaration;
  version: RecordVersion;
  /** Set when the caller may restore this version. */
  onRestore?: () => void;
  restoring: boolean;
}

/** One version: number, outcome, who saved it and when, who decided it, and its field diff (labels, not ids). */
export function VersionItem({ decl, version: v, onRestore, restoring }: VersionItemProps) {
  const zone = useTimeZone();
  const block = useMemo(() => versionDiff(v), [v]);
  const outcome = tHistory(statusMessage(v.status));
  return (
    <li data-testid={`version-${v.version}`} style={{ listStyle: 'none', marginBottom: 24 }}>
      <Flex align="center" gap="small" wrap>
        <Typography.Text strong>{tHistory('historyVersion', { version: v.version })}</Typography.Text>
        <Tag color={STATUS_COLOR[v.status]}>{outcome}</Tag>
        {v.initial && <Tag>{tHistory('historyInitial')}</Tag>}
        <Typography.Text type="secondary">
          {tHistory('historyBy', { name: v.by })} · <time dateTime={v.at}>{showDateTime(v.at, zone)}</time>
          {v.review?.by ? ` · ${tHistory('historyReviewedBy', { outcome, name: v.review.by })}` : ''}
          {v.review?.reason ? ` — “${v.review.reason}”` : ''}
        </Typography.Text>
        {onRestore && (
          <Button size="small" onClick={onRestore} loading={restoring} style={{ marginInlineStart: 'auto' }}>
            {tHistory('historyRestore')}
          </Button>
        )}
      </Flex>
      {v.changes.length === 0 ? (
        <Typography.Paragraph type="secondary">{tHistory('historyNoChange')}</Typography.Paragraph>
      ) : (
        <BlockDiff block={block} schema={decl.schema} />
      )}
    </li>
  );
}
