import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Spin } from 'antd';
import { Typography } from '../../common/Typography';
import { DiffTable } from '../../common/DiffTable';
import { useState } from 'react';
import { t } from '../../../shared/messages';
import type { Declaration } from '../../../shared/registry';
import { diffRecords } from '../../rules/recordDiff';
import { errorMessage } from '../../api/client';
import { useApiScope } from '../hooks/useApiScope';
import { fetchRecord, recordData, type ReadRequest } from '../resourceApi';
import { useApi } from '../../api/ApiContext';
import { diffValue } from './diffValue';
import type { Conflict } from './useRecordSave';

export interface ConflictModalProps {
  decl: Declaration;
  conflict: Conflict;
  /** How to read the record as it is stored now. */
  request: ReadRequest;
  busy: boolean;
  onReload: () => void;
  onOverwrite: (version: number | undefined) => void;
  onClose: () => void;
}

/** A 409 on save: reload theirs (discard mine), compare field by field, or overwrite with mine. */
export function ConflictModal({ decl, conflict, request, busy, onReload, onOverwrite, onClose }: ConflictModalProps) {
  const api = useApi();
  const scope = useApiScope();
  const [comparing, setComparing] = useState(false);
  const theirs = useQuery({
    queryKey: ['resource', decl.kind, 'conflict', request, conflict.currentVersion],
    queryFn: ({ signal }) => fetchRecord(api, decl, scope, { ...request, mode: undefined }, signal),
    enabled: comparing,
    staleTime: 0,
  });
  const changes = theirs.data ? diffRecords(decl.schema, recordData(decl, theirs.data), conflict.mine) : [];
  const version = conflict.currentVersion ?? theirs.data?.version;
  return (
    <Modal
      open
      title={t('conflictTitle', { what: decl.label.one.toLowerCase() })}
      onCancel={onClose}
      width={720}
      footer={[
        <Button key="compare" onClick={() => setComparing(true)} disabled={comparing}>
          {t('conflictCompare')}
        </Button>,
        <Button key="reload" onClick={onReload}>
          {t('conflictReload')}
        </Button>,
        <Button key="overwrite" type="primary" danger loading={busy} onClick={() => onOverwrite(version)}>
          {t('conflictOverwrite')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('conflictBody', { version: version ?? '?' })}</Typography.Paragraph>
      {comparing && theirs.isPending && <Spin />}
      {comparing && theirs.isError && <Alert type="error" title={errorMessage(theirs.error, t('fetchFailed', { what: decl.label.one }))} />}
      {comparing && theirs.isSuccess && changes.length === 0 && <Typography.Text type="secondary">{t('conflictSame')}</Typography.Text>}
      {changes.length > 0 && (
        <DiffTable
          label={t('conflictCompare')}
          headers={[t('conflictField'), t('conflictTheirs'), t('conflictMine')]}
          rows={changes.map((c) => ({ key: c.path, title: c.title, cells: [diffValue(c.before), diffValue(c.after)] }))}
        />
      )}
    </Modal>
  );
}

/** For React.lazy (src/console/engine/edit/EditPage.tsx loads it apart from the form). */
export default ConflictModal;
