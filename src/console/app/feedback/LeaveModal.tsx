import { Modal } from 'antd';
import { t } from '../../../shared/messages';
import { DIALOG_WIDTH } from '../../rules/layout';

interface LeaveModalProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** docs/product.md §8: the leave dialog uses Stay and Leave. */
export function LeaveModal({ open, onStay, onLeave }: LeaveModalProps) {
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
      {t('leaveBody')}
    </Modal>
  );
}
