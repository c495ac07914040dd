import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { t } from '../../../shared/messages';
import { tReview, type ReviewMessageKey } from '../../../shared/reviewMessages';
import { DIALOG_WIDTH } from '../../rules/layout';
import { recordLabel, rejectReasonProblem, REJECT_REASON, type PendingBlock, type ReasonProblem } from '../../rules/reviewBlocks';

const PROBLEM_MESSAGES: Record<ReasonProblem, ReviewMessageKey> = {
  required: 'rejectReasonRequired',
  tooShort: 'rejectReasonTooShort',
  tooLong: 'rejectReasonTooLong',
};

interface RejectModalProps {
  /** The change being rejected; null keeps the dialog closed. */
  block: PendingBlock | null;
  busy: boolean;
  /** Resolves true when the server took the rejection; the dialog then closes. */
  onSubmit: (block: PendingBlock, reason: string) => Promise<boolean>;
  onClose: () => void;
}

/** Asks for the reason the maker will read; nothing is sent until it is 3 to 1000 characters. */
export function RejectModal({ block, busy, onSubmit, onClose }: RejectModalProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<ReasonProblem | null>(null);
  // Keeps the last block's name while the closing animation runs.
  const [shown, setShown] = useState<PendingBlock | null>(block);
  if (block !== null && block !== shown) {
    setShown(block);
    setReason('');
    setProblem(null);
  }

  async function submit() {
    if (block === null) return;
    const found = rejectReasonProblem(reason);
    setProblem(found);
    if (found !== null) return;
    if (await onSubmit(block, reason.trim())) onClose();
  }

  return (
    <Modal
      open={block !== null}
      title={shown ? tReview('rejectTitle', { record: recordLabel(shown) }) : undefined}
      width={DIALOG_WIDTH}
      okText={tReview('reject')}
      okButtonProps={{ danger: true }}
      confirmLoading={busy}
      cancelText={t('confirmCancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{tReview('rejectHint')}</p>
      <Form layout="vertical" component="div">
        <Form.Item
          label={tReview('rejectReason')}
          htmlFor="reject-reason"
          required
          validateStatus={problem ? 'error' : undefined}
          help={problem ? tReview(PROBLEM_MESSAGES[problem], REJECT_REASON) : undefined}
        >
          <Input.TextArea
            id="reject-reason"
            value={reason}
            rows={4}
            maxLength={REJECT_REASON.max}
            showCount
            aria-invalid={problem !== null}
            onChange={(e) => {
              setReason(e.target.value);
              if (problem !== null) setProblem(rejectReasonProblem(e.target.value));
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
