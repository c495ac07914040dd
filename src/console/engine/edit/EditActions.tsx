import { Button, Flex } from 'antd';
import { Typography } from '../../common/Typography';
import { Link, type To } from 'react-router-dom';
import { t } from '../../../shared/messages';

export interface EditActionsProps {
  readonly: boolean;
  saving: boolean;
  invalid: boolean;
  /** Cancel: a link back (pages) or a callback (drawers). */
  cancelTo?: To;
  onCancel?: () => void;
  /** In a view mode, where a maker goes to edit this record. */
  editTo?: To;
}

/** Save and Cancel inside the form (Save submits it); in a view mode, an Edit link for makers. */
export function EditActions({ readonly, saving, invalid, cancelTo, onCancel, editTo }: EditActionsProps) {
  // A view has no Cancel: nothing to discard, and the header links back.
  const cancel = readonly ? null : onCancel ? (
    <Button onClick={onCancel}>{t('editCancel')}</Button>
  ) : cancelTo ? (
    <Link to={cancelTo}>
      <Button>{t('editCancel')}</Button>
    </Link>
  ) : null;
  return (
    <Flex gap="small" align="center" wrap style={{ marginTop: 8 }}>
      {!readonly && (
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('editSave')}
        </Button>
      )}
      {readonly && editTo && (
        <Link to={editTo}>
          <Button type="primary">{t('actionEdit')}</Button>
        </Link>
      )}
      {cancel}
      {invalid && !readonly && <Typography.Text type="danger">{t('editFixFields')}</Typography.Text>}
    </Flex>
  );
}
