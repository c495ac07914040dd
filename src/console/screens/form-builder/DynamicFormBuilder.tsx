import { useState } from 'react';
import type { To } from 'react-router-dom';
import type { ActionMode } from '../../../shared/enums';
import type { Declaration } from '../../../shared/registry';
import type { Id } from '../../api/types';
import { recordLoadState } from '../../engine/edit/RecordLoadState';
import { useEditRecord } from '../../engine/edit/useEditRecord';
import { BuilderForm } from './BuilderForm';

export interface DynamicFormBuilderProps {
  decl: Declaration;
  mode: ActionMode;
  id?: string;
  /** The list: Back, Cancel and where a save returns to. */
  backTo: To;
  linkTo: (mode: ActionMode, id?: Id) => To;
}

/**
 * The record page of a dynamic form (ADD, EDIT, COPY, VIEW, VIEW_TEMP): its details, the field
 * builder and the live preview. Reads the record as the engine does, then hands it to the form.
 */
export function DynamicFormBuilder({ decl, mode, id, backTo, linkTo }: DynamicFormBuilderProps) {
  const record = useEditRecord(decl, mode, id, undefined);
  // Bumped after a conflict's Reload, so the form starts again from the version now stored.
  const [reloads, setReloads] = useState(0);
  const pending = recordLoadState(decl, record, id);
  if (pending) return pending;
  return (
    <BuilderForm
      key={`${mode}:${id ?? ''}:${record.row?.version ?? 'new'}:${reloads}`}
      decl={decl}
      mode={mode}
      row={record.row}
      initial={record.initial}
      request={record.request}
      backTo={backTo}
      linkTo={linkTo}
      onReload={() => {
        setReloads((n) => n + 1);
        void record.refetch();
      }}
    />
  );
}
