import { useMemo, useState, type ReactNode } from 'react';
import { Checkbox, Table, Typography, theme, type TableColumnsType } from 'antd';
import { t } from '../../../shared/messages';
import type { RecordSchema } from '../../../shared/registry';
import type { PendingBlock } from '../../rules/reviewBlocks';
import { blockDiff, displayValue, fieldAtPath } from '../../rules/reviewDiff';

interface Row {
  key: string;
  title: string;
  before: string;
  after: string;
  kind: 'added' | 'removed' | 'changed' | 'unchanged';
}

interface BlockDiffProps {
  block: Pick<PendingBlock, 'block_id' | 'action' | 'before' | 'after'>;
  /** The kind's record schema (titles, formats); without one the raw keys are shown. */
  schema: RecordSchema | undefined;
}

/**
 * Field-by-field before/after of one change. New records show their values only, deletions the
 * values being removed; for updates the unchanged fields are hidden until asked for, so the
 * checker sees what the maker touched first.
 */
export function BlockDiff({ block, schema }: BlockDiffProps) {
  const { token } = theme.useToken();
  const [showUnchanged, setShowUnchanged] = useState(false);
  const diff = useMemo(() => blockDiff(schema, block), [schema, block]);

  const rows = useMemo(() => {
    const text = (path: string, value: unknown) => displayValue(value, fieldAtPath(schema, path));
    const changed: Row[] = diff.changes.map((c) => ({
      key: c.path,
      title: c.title,
      before: text(c.path, c.before),
      after: text(c.path, c.after),
      kind: c.kind,
    }));
    if (!showUnchanged) return changed;
    const same: Row[] = diff.unchanged.map((u) => {
      const value = text(u.path, u.value);
      return { key: u.path, title: u.title, before: value, after: value, kind: 'unchanged' };
    });
    return [...changed, ...same];
  }, [diff, schema, showUnchanged]);

  // Marked with <ins>/<del> so the difference is not told by colour alone.
  const mark = (value: string, kind: Row['kind'], side: 'before' | 'after'): ReactNode => {
    if (kind === 'unchanged') return <span style={{ color: token.colorTextSecondary }}>{value}</span>;
    // A deletion lists every value as going; striking all of them through would only hurt reading.
    if (side === 'before' && kind !== 'added')
      return <del style={{ background: token.colorErrorBg, textDecoration: diff.columns === 'before' ? 'none' : undefined }}>{value}</del>;
    if (side === 'after' && kind !== 'removed')
      return <ins style={{ background: token.colorSuccessBg, textDecoration: 'none' }}>{value}</ins>;
    return <span style={{ color: token.colorTextQuaternary }}>{value}</span>;
  };

  const columns: TableColumnsType<Row> = [{ title: t('diffField'), dataIndex: 'title', width: '30%' }];
  if (diff.columns !== 'after') {
    columns.push({
      title: diff.columns === 'before' ? t('diffCurrentValue') : t('diffBefore'),
      dataIndex: 'before',
      render: (value: string, row) => mark(value, row.kind, 'before'),
    });
  }
  if (diff.columns !== 'before') {
    columns.push({
      title: diff.columns === 'after' ? t('diffNewValue') : t('diffAfter'),
      dataIndex: 'after',
      render: (value: string, row) => mark(value, row.kind, 'after'),
    });
  }

  return (
    <div data-testid={`diff-${block.block_id}`}>
      {diff.columns === 'both' && diff.changes.length === 0 && (
        <Typography.Paragraph type="secondary">{t('noFieldChanges')}</Typography.Paragraph>
      )}
      {rows.length > 0 && (
        <Table<Row>
          size="small"
          columns={columns}
          dataSource={rows}
          pagination={false}
          rowKey="key"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        />
      )}
      {diff.unchanged.length > 0 && (
        <Checkbox checked={showUnchanged} onChange={(e) => setShowUnchanged(e.target.checked)} style={{ marginTop: 8 }}>
          {t('showUnchanged', { count: diff.unchanged.length })}
        </Checkbox>
      )}
    </div>
  );
}
