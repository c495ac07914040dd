import { useState } from 'react';
import { Button, Flex, Input, Modal } from 'antd';
import { tAccess } from '../../../shared/accessMessages';
import { Typography } from '../../common/Typography';
import { DIALOG_WIDTH } from '../../rules/layout';
import { flash } from '../../state/flashStore';

export interface Secret {
  /** The dialog's title: what the secret is and whose. */
  title: string;
  value: string;
}

interface ShownOnceProps {
  /** The secret to show, or null when the dialog is closed. */
  secret: Secret | null;
  onClose: () => void;
}

/**
 * A token or signing secret, the one time the server answers it (only a hash of a token is kept):
 * shown in a dialog that stays until the owner says they copied it, with a copy button.
 */
export function ShownOnce({ secret, onClose }: ShownOnceProps) {
  // The last secret stays drawn while the dialog fades out, and is let go of once it is gone.
  const [shown, setShown] = useState<Secret | null>(secret);
  if (secret !== null && secret !== shown) setShown(secret);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown?.value ?? '');
      flash.success(tAccess('accessCopied'));
    } catch {
      // No clipboard (an insecure origin, a refused permission): the text box still lets them select it.
      flash.warning(tAccess('accessCopyFailed'));
    }
  };
  return (
    <Modal
      open={secret !== null}
      title={shown?.title}
      afterClose={() => setShown(null)}
      width={DIALOG_WIDTH}
      // A click beside the dialog must not lose the secret before it was copied.
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {tAccess('accessDone')}
        </Button>
      }
    >
      <Typography.Text strong>{tAccess('accessShownOnce')}</Typography.Text>
      <Flex gap={8} style={{ marginTop: 12 }}>
        <Input
          readOnly
          value={shown?.value ?? ''}
          aria-label={shown?.title}
          data-testid="shown-once"
          onFocus={(e) => e.target.select()}
          style={{ fontFamily: 'monospace' }}
        />
        <Button onClick={() => void copy()}>{tAccess('accessCopy')}</Button>
      </Flex>
    </Modal>
  );
}
