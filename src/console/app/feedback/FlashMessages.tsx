import { useEffect } from 'react';
import { Alert, ConfigProvider, Tag } from 'antd';
// Flash messages show on the public pages too, outside the signed-in shell that loads antd's
// stylesheet: they bring it themselves, in the same zero-runtime mode (docs/architecture.md §5a).
import 'antd/dist/antd.css';
import { t } from '../../../shared/messages';
import { HEADER_OFFSET_VAR } from '../chrome/useHeaderOffset';
import { FLASH_AUTO_DISMISS_MS, useFlashStore, type FlashMessage, type FlashType } from '../../state/flashStore';

/** docs/product.md §8 flash badges success, error, info, warning; 'danger' is shown as antd's error style. */
const LOOK: Record<FlashType, { alert: 'success' | 'error' | 'info' | 'warning'; badge: string; color: string }> = {
  success: { alert: 'success', badge: t('flashSuccess'), color: 'success' },
  danger: { alert: 'error', badge: t('flashDanger'), color: 'error' },
  info: { alert: 'info', badge: t('flashInfo'), color: 'processing' },
  warning: { alert: 'warning', badge: t('flashWarning'), color: 'warning' },
};

/** antd's zero-runtime mode, as in the signed-in shell (src/console/app/ConsoleLayout.tsx). */
const ZERO_RUNTIME = { zeroRuntime: true };

function FlashItem({ message, onDismiss }: { message: FlashMessage; onDismiss: (id: number) => void }) {
  const look = LOOK[message.type];
  const delay = FLASH_AUTO_DISMISS_MS[message.type];
  useEffect(() => {
    if (delay === null) return undefined;
    const id = window.setTimeout(() => onDismiss(message.id), delay);
    return () => window.clearTimeout(id);
  }, [delay, message.id, onDismiss]);
  return (
    <Alert
      type={look.alert}
      showIcon
      role={message.type === 'danger' || message.type === 'warning' ? 'alert' : 'status'}
      data-testid={`flash-${message.type}`}
      title={
        <span>
          <Tag color={look.color}>{look.badge}</Tag>
          {message.message}
        </span>
      }
      closable={{ onClose: () => onDismiss(message.id), 'aria-label': `Dismiss: ${message.message}` }}
    />
  );
}

/** Stacked, dismissable flash messages in the top right corner, newest last. */
export function FlashMessages() {
  const messages = useFlashStore((s) => s.messages);
  const dismiss = useFlashStore((s) => s.dismiss);
  if (messages.length === 0) return null;
  return (
    <ConfigProvider theme={ZERO_RUNTIME}>
      <div
        data-testid="flash-messages"
        style={{
          position: 'fixed',
          // Below the header (useHeaderOffset), so no message covers Pending Review or the user menu.
          top: `calc(var(${HEADER_OFFSET_VAR}, 0px) + 16px)`,
          right: 16,
          zIndex: 1100,
          width: 'min(420px, calc(100vw - 32px))',
          display: 'flex',
          flexDirection: 'column',
          gap: 8,
        }}
      >
        {messages.map((m) => (
          <FlashItem key={m.id} message={m} onDismiss={dismiss} />
        ))}
      </div>
    </ConfigProvider>
  );
}
