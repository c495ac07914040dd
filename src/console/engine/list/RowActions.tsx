import { Button } from 'antd';
import { Link, type To } from 'react-router-dom';
import type { ActionMode } from '../../../shared/enums';
import { t, type MessageKey } from '../../../shared/messages';
import type { Declaration } from '../../../shared/registry';
import type { Id } from '../../api/types';
import { rowActions, type RowAction } from '../capabilities';
import { recordIdOf, recordName, type ResourceRow } from '../resourceApi';

const LABEL: Record<RowAction, MessageKey> = {
  EDIT: 'actionEdit',
  COPY: 'actionCopy',
  VIEW: 'actionView',
  VIEW_TEMP: 'actionViewPending',
  DELETE: 'actionDelete',
};

/** As tall as the small Delete button beside them: WCAG 2.2 (2.5.8) asks 24 × 24 px of a pointer target. */
const ACTIONS_STYLE = { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center' } as const;
const LINK_STYLE = { display: 'inline-flex', alignItems: 'center', minHeight: 24, padding: '0 7px' } as const;

export interface RowActionsProps {
  decl: Declaration;
  row: ResourceRow;
  isMaker: boolean;
  linkTo: (mode: ActionMode, id?: Id) => To;
  onDelete: (row: ResourceRow) => void;
}

/** Links to the record's pages and the delete button, as the user's role and the record's state allow. */
export function RowActions({ decl, row, isMaker, linkTo, onDelete }: RowActionsProps) {
  const id = recordIdOf(decl, row);
  const record = recordName(decl, row);
  return (
    <span style={ACTIONS_STYLE}>
      {rowActions(decl, row, isMaker).map((action) => {
        const label = t(LABEL[action]);
        const aria = t('actionFor', { action: label, record });
        if (action === 'DELETE') {
          return (
            <Button key={action} type="link" size="small" danger aria-label={aria} onClick={() => onDelete(row)}>
              {label}
            </Button>
          );
        }
        return (
          <Link key={action} to={linkTo(action, id)} aria-label={aria} style={LINK_STYLE}>
            {label}
          </Link>
        );
      })}
    </span>
  );
}
