// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SortOrder } from '../../../src/shared/enums';
import { DataTable } from '../../../src/console/engine/list/DataTable';
import type { ListColumn } from '../../../src/console/engine/list/tableColumns';
import type { ResourceRow } from '../../../src/console/engine/resourceApi';

const COLUMNS: ListColumn[] = [
  { id: 'zone_name', header: 'Zone name', sortable: true, cell: (row) => String(row.zone_name) },
  { id: 'zone_capacity', header: 'Capacity', sortable: true, cell: (row) => String(row.zone_capacity) },
  { id: '__status', header: 'Status', sortable: false, cell: () => 'Live' },
];
const ROWS = [
  { zone_id: 1, zone_name: 'Hall A', zone_capacity: 200 },
  { zone_id: 2, zone_name: 'Hall B', zone_capacity: 80 },
] as unknown as ResourceRow[];

function renderTable(sort: string, order: SortOrder) {
  const onSort = vi.fn();
  render(<DataTable rows={ROWS} columns={COLUMNS} rowId={(row) => String(row.zone_id)} sort={sort} order={order} onSort={onSort} />);
  return { onSort, user: userEvent.setup({ delay: null }) };
}

describe('the list table', () => {
  it.each([
    ['an unsorted column asks for ascending', 'zone_name', 'asc', 'Capacity', ['zone_capacity', 'asc']],
    ['the ascending column turns to descending', 'zone_name', 'asc', 'Zone name', ['zone_name', 'desc']],
    ['the descending column turns back to ascending', 'zone_name', 'desc', 'Zone name', ['zone_name', 'asc']],
  ] as const)('a header click: %s', async (_case, sort, order, header, asked) => {
    const { onSort, user } = renderTable(sort, order);
    await user.click(screen.getByRole('button', { name: header }));
    expect(onSort).toHaveBeenCalledExactlyOnceWith(...asked);
  });

  it('marks only the sorted column with aria-sort, and gives a column the server cannot sort no button', () => {
    renderTable('zone_capacity', 'desc');
    expect(screen.getByRole('columnheader', { name: /Capacity/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Zone name/ })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Status' })).queryByRole('button')).toBeNull();
  });

  it('draws one row per record, its cells in column order', () => {
    renderTable('zone_name', 'asc');
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Hall A200Live');
    expect(rows[2]).toHaveTextContent('Hall B80Live');
  });
});
