import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState, type Updater } from '@tanstack/react-table';
import { theme } from 'antd';
import type { SortOrder } from '../../../shared/enums';
import type { ResourceRow } from '../resourceApi';

export interface DataTableProps {
  rows: ResourceRow[];
  columns: ColumnDef<ResourceRow>[];
  rowId: (row: ResourceRow) => string;
  sort: string;
  order: SortOrder;
  onSort: (sort: string, order: SortOrder) => void;
  compact?: boolean;
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
 * The rows of one page, sorted and paged by the server (manual sorting and pagination): a header
 * click only asks for another sort. A plain semantic table: antd's Table would add its own
 * sorting and paging machinery, and weight, to every list route.
 */
export function DataTable({ rows, columns, rowId, sort, order, onSort, compact }: DataTableProps) {
  const { token } = theme.useToken();
  const sorting: SortingState = [{ id: sort, desc: order === 'desc' }];
  // TanStack hands back fresh functions each render; nothing below memoises them, so the compiler's caution does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    sortDescFirst: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      if (next) onSort(next.id, next.desc ? 'desc' : 'asc');
    },
  });
  const pad = compact ? '6px 8px' : '10px 12px';
  const cell = {
    padding: pad,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'start' as const,
    verticalAlign: 'top' as const,
  };
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: token.fontSize }}>
        <thead style={{ background: token.colorFillAlter }}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const title = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    style={{ ...cell, fontWeight: 600 }}
                  >
                    {header.column.getCanSort() ? (
                      <button type="button" onClick={header.column.getToggleSortingHandler()} style={SORT_BUTTON}>
                        {title}{' '}
                        {sorted === 'asc' ? <CaretUpOutlined aria-hidden /> : sorted === 'desc' ? <CaretDownOutlined aria-hidden /> : null}
                      </button>
                    ) : (
                      title
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((c) => (
                <td key={c.id} style={cell}>
                  {flexRender(c.column.columnDef.cell, c.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
