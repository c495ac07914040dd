import { ArrowLeftOutlined } from '@ant-design/icons';
import { t } from '../../../shared/messages';
import { Flex } from 'antd';
import { InlineAlert } from '../../common/InlineAlert';
import { Link, type To } from 'react-router-dom';
import type { ActionMode } from '../../../shared/enums';
import type { Declaration } from '../../../shared/registry';
import { PageTitle } from '../../common/PageTitle';
import { StatusTag } from '../components/StatusTag';
import { pendingActionWord } from '../recordStatus';
import { recordName, type ResourceRow } from '../resourceApi';
import { editTitle } from './editTitle';

export interface EditHeaderProps {
  decl: Declaration;
  mode: ActionMode;
  row: ResourceRow | null;
  /** The user may not change this area's records (viewer). */
  viewerOnly: boolean;
  embedded?: boolean;
  backTo?: To;
}

/** Title, the record's status and pending action, and which version is on screen. */
export function EditHeader({ decl, mode, row, viewerOnly, embedded, backTo }: EditHeaderProps) {
  const showsRecord = row && mode !== 'ADD' && mode !== 'COPY';
  const notes: string[] = [];
  if (mode === 'VIEW') notes.push(t('editViewLive'));
  if (mode === 'VIEW_TEMP') notes.push(t('editViewPending'));
  if (mode === 'COPY' && row) notes.push(t('editCopyHint', { record: recordName(decl, row) }));
  if (viewerOnly && mode !== 'VIEW' && mode !== 'VIEW_TEMP') notes.push(t('editReadOnly', { what: decl.label.many.toLowerCase() }));
  return (
    <header style={{ marginBottom: 16 }}>
      {backTo && (
        <Link to={backTo}>
          <ArrowLeftOutlined aria-hidden /> {t('editBack', { what: decl.label.many })}
        </Link>
      )}
      <Flex align="center" gap="small" wrap style={{ marginTop: backTo ? 8 : 0 }}>
        <PageTitle nested={embedded}>{editTitle(decl, mode, row)}</PageTitle>
        {showsRecord && <StatusTag pendingAction={row.pending_action} />}
      </Flex>
      <Flex vertical gap={8} style={{ marginTop: 8 }}>
        {showsRecord && row.pending_action && (
          <InlineAlert type="warning" title={t('editPendingNote', { action: pendingActionWord(row.pending_action) })} />
        )}
        {notes.map((note) => (
          <InlineAlert key={note} type="info" title={note} />
        ))}
      </Flex>
    </header>
  );
}
