import { useMemo, useState, type ReactNode } from 'react';
import { Checkbox, theme } from 'antd';
import { Typography } from '../../common/Typography';
import { tReview } from '../../../shared/reviewMessages';
import type { FieldSchema, RecordSchema } from '../../../shared/registry';
import type { PendingBlock } from '../../rules/reviewBlocks';
import { blockDiff, displayValue, EMPTY_VALUE, fieldAtPath } from '../../rules/reviewDiff';
import { OptionsCell, RefCell } from '../list/cells';
import { useTimeZone } from '../../common/useTimeZone';
import { DiffTable } from '../../common/DiffTable';

interface Row {
  key: string;
  title: string;
  before: unknown;
  after: unknown;
  field: FieldSchema | undefined;
  kind: 'added' | 'removed' | 'changed' | 'unchanged';
}

/** The kind a reference field (or a list of references) points at. */
const refTarget = (field: FieldSchema | undefined): string | undefined => field?.['x-ref'] ?? field?.items?.['x-ref'];

/**
 * A value as a manager reads it: references by the names of the records they point at (cached with
 * the blocks), reference data by its labels.
 */
function DiffValue({ value, field }: { value: unknown; field: FieldSchema | undefined }) {
  const timeZone = useTimeZone();
  const target = refTarget(field);
  const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  const source = field?.['x-options'] ?? field?.items?.['x-options'];
  if (target && !empty) return <RefCell kind={target} value={value} resolve />;
  if (source && !empty) return <OptionsCell source={source} value={value} />;
  return <>{empty ? EMPTY_VALUE : displayValue(value, field, timeZone)}</>;
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
    const changed: Row[] = diff.changes.map((c) => ({
      key: c.path,
      title: c.title,
      before: c.before,
      after: c.after,
      field: fieldAtPath(schema, c.path),
      kind: c.kind,
    }));
    if (!showUnchanged) return changed;
    const same: Row[] = diff.unchanged.map((u) => ({
      key: u.path,
      title: u.title,
      before: u.value,
      after: u.value,
      field: fieldAtPath(schema, u.path),
      kind: 'unchanged',
    }));
    return [...changed, ...same];
  }, [diff, schema, showUnchanged]);

  // Marked with <ins>/<del> so the difference is not told by colour alone.
  const mark = (row: Row, side: 'before' | 'after'): ReactNode => {
    const { kind } = row;
    const value = <DiffValue value={row[side]} field={row.field} />;
    if (kind === 'unchanged') return <span style={{ color: token.colorTextSecondary }}>{value}</span>;
    // A deletion lists every value as going; striking all of them through would only hurt reading.
    if (side === 'before' && kind !== 'added')
      return <del style={{ background: token.colorErrorBg, textDecoration: diff.columns === 'before' ? 'none' : undefined }}>{value}</del>;
    if (side === 'after' && kind !== 'removed')
      return <ins style={{ background: token.colorSuccessBg, textDecoration: 'none' }}>{value}</ins>;
    return <span style={{ color: token.colorTextQuaternary }}>{value}</span>;
  };

  const sides: { side: 'before' | 'after'; title: string }[] = [];
  if (diff.columns !== 'after')
    sides.push({ side: 'before', title: diff.columns === 'before' ? tReview('diffCurrentValue') : tReview('diffBefore') });
  if (diff.columns !== 'before')
    sides.push({ side: 'after', title: diff.columns === 'after' ? tReview('diffNewValue') : tReview('diffAfter') });
  return (
    <div data-testid={`diff-${block.block_id}`}>
      {diff.columns === 'both' && diff.changes.length === 0 && (
        <Typography.Paragraph type="secondary">{tReview('noFieldChanges')}</Typography.Paragraph>
      )}
      {rows.length > 0 && (
        <DiffTable
          headers={[tReview('diffField'), ...sides.map((s) => s.title)]}
          rows={rows.map((row) => ({ key: row.key, title: row.title, cells: sides.map(({ side }) => mark(row, side)) }))}
        />
      )}
      {diff.unchanged.length > 0 && (
        <Checkbox checked={showUnchanged} onChange={(e) => setShowUnchanged(e.target.checked)} style={{ marginTop: 8 }}>
          {tReview('showUnchanged', { count: diff.unchanged.length })}
        </Checkbox>
      )}
    </div>
  );
}
