import { Modal } from 'antd';
import { t } from '../../../shared/messages';
import { DIALOG_WIDTH } from '../../rules/layout';
import { useConfirmStore } from '../../state/confirmStore';

/** The dialog behind confirm(): 400 px, Cancel / Ok unless the request names its buttons. */
export function ConfirmModal() {
  const request = useConfirmStore((s) => s.request);
  const answer = useConfirmStore((s) => s.answer);
  const view = useConfirmStore((s) => s.last);
  return (
    <Modal
      open={request !== null}
      title={view?.title}
      width={DIALOG_WIDTH}
      okText={view?.okText ?? t('confirmOk')}
      cancelText={view?.cancelText ?? t('confirmCancel')}
      // The primary action has focus (Enter confirms, Escape cancels), as in a native confirm.
      okButtonProps={{ danger: view?.danger, autoFocus: true }}
      onOk={() => answer(true)}
      onCancel={() => answer(false)}
    >
      {view?.content}
    </Modal>
  );
}
