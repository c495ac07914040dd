import { Alert, Button, Flex, Spin } from 'antd';
import { useState } from 'react';
import type { To } from 'react-router-dom';
import type { ActionMode } from '../../../shared/enums';
import { t } from '../../../shared/messages';
import type { Declaration } from '../../../shared/registry';
import { errorMessage } from '../../api/client';
import type { Id } from '../../api/types';
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
  if (record.loading) {
    return (
      <Flex justify="center" style={{ padding: 32 }}>
        <Spin aria-label={t('loading')} />
      </Flex>
    );
  }
  if (record.error || record.notFound) {
    const message = record.notFound ? t('editNotFound', { what: decl.label.one, id: id ?? '' }) : errorMessage(record.error, t('fetchFailed', { what: decl.label.one }));
    return <Alert type="error" showIcon title={message} action={<Button onClick={() => void record.refetch()}>{t('listRetry')}</Button>} />;
  }
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
