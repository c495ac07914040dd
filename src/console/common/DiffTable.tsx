import { theme } from 'antd';
import type { ReactNode } from 'react';

export interface DiffTableRow {
  key: string;
  /** The field's title: the row's header, so a screen reader names each value by its field. */
  title: ReactNode;
  /** One cell per value column (before/after, theirs/mine). */
  cells: ReactNode[];
}

export interface DiffTableProps {
  /** The field column's header, then one per value column. */
  headers: string[];
  rows: DiffTableRow[];
  /** Names the table when nothing around it does (the conflict dialog). */
  label?: string;
}

/**
 * Field-by-field values side by side: the review diff (engine/review/BlockDiff.tsx) and the
 * save conflict (engine/edit/ConflictModal.tsx). A plain table: a diff is never paged, sorted or
 * filtered, and antd's Table brought its pager, tree and select (≈ 60 kB of gzip) for that.
 */
export function DiffTable({ headers, rows, label }: DiffTableProps) {
  const { token } = theme.useToken();
  const cell = { padding: 8, borderBottom: `1px solid ${token.colorBorderSecondary}`, verticalAlign: 'top', textAlign: 'start' } as const;
  const head = { ...cell, background: token.colorFillAlter, fontWeight: 600 } as const;
  return (
    <table aria-label={label} style={{ width: '100%', borderCollapse: 'collapse', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <thead>
        <tr>
          {headers.map((h, i) => (
            <th key={h} scope="col" style={i === 0 ? { ...head, width: '30%' } : head}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" style={{ ...cell, fontWeight: 500 }}>
              {row.title}
            </th>
            {row.cells.map((value, i) => (
              <td key={i} style={cell}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
