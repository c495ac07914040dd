import type { ReactNode } from 'react';
import { t } from '../../../shared/messages';
import { StatusTag } from '../components/StatusTag';
import { getPath } from '../paths';
import type { ResourceRow } from '../resourceApi';
import { OptionsCell, RefCell } from './cells';
import { formatCell, type ColumnSpec } from './columnSpecs';

/** Above this many distinct ids in a column, naming them would cost too many reads for one page. */
export const MAX_REF_LOOKUPS = 10;

/** The ref columns whose ids on this page are few enough to name. */
export function cheapRefColumns(specs: ColumnSpec[], rows: ResourceRow[]): Set<string> {
  const out = new Set<string>();
  for (const spec of specs.filter((s) => s.kind === 'ref')) {
    const ids = new Set(rows.flatMap((row) => [getPath(row, spec.field)].flat().filter((v) => v !== undefined && v !== null)));
    if (ids.size <= MAX_REF_LOOKUPS) out.add(spec.field);
  }
  return out;
}

function renderCell(spec: ColumnSpec, value: unknown, resolveRefs: Set<string>, timeZone: string): ReactNode {
  if (spec.kind === 'ref' && spec.ref) return <RefCell kind={spec.ref} value={value} resolve={resolveRefs.has(spec.field)} />;
  if (spec.kind === 'options' && spec.source) return <OptionsCell source={spec.source} value={value} />;
  return formatCell(spec, value, timeZone);
}

export const STATUS_COLUMN = '__status';
export const ACTIONS_COLUMN = '__actions';

/** One column of a list: its header, whether the server can sort by it, and how a row shows in it. */
export interface ListColumn {
  id: string;
  header: string;
  sortable: boolean;
  cell: (row: ResourceRow) => ReactNode;
}

/** The list's columns: the declared ones, the review status, then the row actions. */
export function tableColumns(
  specs: ColumnSpec[],
  resolveRefs: Set<string>,
  timeZone: string,
  actions?: (row: ResourceRow) => ReactNode,
): ListColumn[] {
  const columns: ListColumn[] = specs.map((spec) => ({
    id: spec.field,
    header: spec.title,
    sortable: spec.sortable,
    cell: (row) => renderCell(spec, getPath(row, spec.field), resolveRefs, timeZone),
  }));
  columns.push({
    id: STATUS_COLUMN,
    header: t('listStatus'),
    sortable: false,
    cell: (row) => <StatusTag pendingAction={row.pending_action} />,
  });
  if (actions) columns.push({ id: ACTIONS_COLUMN, header: t('listActions'), sortable: false, cell: actions });
  return columns;
}
