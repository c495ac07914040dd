import { Modal } from 'antd';
import { t } from '../../../shared/messages';
import { DIALOG_WIDTH } from '../../rules/layout';
import { useDirtyStore } from '../../state/dirtyStore';
import { leaveBody } from '../../state/confirmLeave';

interface LeaveModalProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** docs/product.md §8: the leave dialog uses Stay and Leave; it names the forms whose changes would be lost. */
export function LeaveModal({ open, onStay, onLeave }: LeaveModalProps) {
  const forms = useDirtyStore((s) => s.forms);
  return (
    <Modal
      open={open}
      title={t('leaveTitle')}
      width={DIALOG_WIDTH}
      okText={t('leaveLeave')}
      cancelText={t('leaveStay')}
      okButtonProps={{ danger: true, autoFocus: true }}
      onOk={onLeave}
      onCancel={onStay}
    >
      {leaveBody(forms)}
    </Modal>
  );
}
