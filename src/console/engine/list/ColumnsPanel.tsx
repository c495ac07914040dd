import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo } from 'react';
import { tl } from '../../../shared/listToolMessages';
import type { Declaration } from '../../../shared/registry';
import { CheckBox } from '../../common/CheckBox';
import { Panel } from '../../common/Panel';
import { columnCandidates, declaredColumns, moveColumn } from './columnChoice';
import { columnSpecs } from './columnSpecs';
import { useColumnState } from './useColumnState';

export interface ColumnsPanelProps {
  id: string;
  decl: Declaration;
  /** The columns shown, in order. */
  shown: string[];
  onChoose: (cols: string[]) => void;
}

/**
 * The list's columns to show, hide and reorder, by mouse or keyboard (each move is a button, not a
 * drag): any field the kind declares, shown ones first in their order (TanStack Table's column
 * state, useColumnState.ts). Loaded when opened (ListPage.tsx), with the table library.
 */
export function ColumnsPanel({ id, decl, shown, onChoose }: ColumnsPanelProps) {
  const titles = useMemo(() => new Map(columnSpecs(decl, columnCandidates(decl)).map((s) => [s.field, s.title])), [decl]);
  const table = useColumnState(decl, shown, onChoose);
  const title = (name: string) => titles.get(name) ?? name;
  return (
    <Panel
      small
      id={id}
      aria-label={tl('columnsTitle')}
      title={tl('columnsTitle')}
      extra={
        <Button size="small" onClick={() => onChoose(declaredColumns(decl))}>
          {tl('columnsReset')}
        </Button>
      }
      style={{ marginBottom: 12 }}
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, columns: '16rem' }}>
        {table.getAllLeafColumns().map((column) => {
          const name = column.id;
          const visible = column.getIsVisible();
          return (
            <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 4, breakInside: 'avoid' }}>
              <CheckBox checked={visible} disabled={!column.getCanHide()} onChange={() => column.toggleVisibility()}>
                {title(name)}
              </CheckBox>
              {visible && (
                <>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined aria-hidden />}
                    aria-label={tl('columnsEarlier', { column: title(name) })}
                    disabled={column.getIsFirstColumn()}
                    onClick={() => table.setColumnOrder((order) => moveColumn(order, name, -1))}
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined aria-hidden />}
                    aria-label={tl('columnsLater', { column: title(name) })}
                    disabled={column.getIsLastColumn()}
                    onClick={() => table.setColumnOrder((order) => moveColumn(order, name, 1))}
                  />
                </>
              )}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
