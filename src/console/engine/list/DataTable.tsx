import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { SortOrder } from '../../../shared/enums';
import type { ResourceRow } from '../resourceApi';
import type { ListColumn } from './tableColumns';
import { CheckBox } from '../../common/CheckBox';
import type { PageTick } from './listSelection';

export interface DataTableProps {
  rows: ResourceRow[];
  columns: ListColumn[];
  rowId: (row: ResourceRow) => string;
  sort: string;
  order: SortOrder;
  onSort: (sort: string, order: SortOrder) => void;
  compact?: boolean;
  /** Row checkboxes, and a header box for the page (bulk actions). */
  selection?: TableSelection;
}

export interface TableSelection {
  tick: PageTick;
  onTogglePage: () => void;
  /** The header box's name ("Select every row on this page"). */
  pageLabel: string;
  isTicked: (row: ResourceRow) => boolean;
  onToggle: (row: ResourceRow) => void;
  /** A row box's name ("Select Ada Lovelace"). */
  rowLabel: (row: ResourceRow) => string;
}

/** Looks like the header text; not `all: unset`, which would also take away the focus outline. */
const SORT_BUTTON = {
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'inherit',
  minHeight: 24,
  cursor: 'pointer',
} as const;

/**
 * The rows of one page, sorted and paged by the server: a header click only asks for another sort
 * (ascending first, then each click turns it round). A plain semantic table: antd's Table would
 * add its own sorting and paging machinery, and TanStack Table its column model (≈ 14 kB of gzip),
 * to every list route for a job that is a loop over columns and rows.
 */
export function DataTable({ rows, columns, rowId, sort, order, onSort, compact, selection }: DataTableProps) {
  const { token } = theme.useToken();
  const pad = compact ? '6px 8px' : '10px 12px';
  const cell = {
    padding: pad,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'start' as const,
    verticalAlign: 'top' as const,
  };
  const boxCell = { ...cell, width: 24, paddingInlineEnd: 0 };
  return (
    // On a phone each row is a card of "label value" lines (react-admin's SimpleList): .console-table in index.html.
    <div style={{ overflowX: 'auto', ['--console-card-border' as string]: token.colorBorderSecondary }}>
      <table className="console-table" style={{ width: '100%', borderCollapse: 'collapse', fontSize: token.fontSize }}>
        <thead style={{ background: token.colorFillAlter }}>
          <tr>
            {selection && (
              <th scope="col" style={boxCell}>
                <CheckBox
                  checked={selection.tick === 'all'}
                  mixed={selection.tick === 'some'}
                  onChange={selection.onTogglePage}
                  label={selection.pageLabel}
                />
              </th>
            )}
            {columns.map((column) => {
              const sorted = column.sortable && column.id === sort ? order : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                  style={{ ...cell, fontWeight: 600 }}
                >
                  {column.sortable ? (
                    <button type="button" onClick={() => onSort(column.id, sorted === 'asc' ? 'desc' : 'asc')} style={SORT_BUTTON}>
                      {column.header}{' '}
                      {sorted === 'asc' ? <CaretUpOutlined aria-hidden /> : sorted === 'desc' ? <CaretDownOutlined aria-hidden /> : null}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowId(row)}>
              {selection && (
                <td className="console-table-box" style={boxCell}>
                  <CheckBox checked={selection.isTicked(row)} onChange={() => selection.onToggle(row)} label={selection.rowLabel(row)} />
                </td>
              )}
              {columns.map((column) => (
                <td key={column.id} data-label={column.header} style={cell}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
