import { Modal } from 'antd';
import { Typography } from '../../common/Typography';
import { t } from '../../../shared/messages';

/** `?`: the console's keyboard shortcuts; ⌘ on macOS, Ctrl elsewhere. */
export function ShortcutsHelp({ mac, onClose }: { mac: boolean; onClose: () => void }) {
  const rows: [string, string][] = [
    [`${mac ? '⌘' : 'Ctrl'} K`, t('shortcutPalette')],
    ['?', t('shortcutHelp')],
    ['↑ ↓', t('shortcutMove')],
    ['Enter', t('shortcutRun')],
    ['Esc', t('shortcutClose')],
  ];
  return (
    <Modal open onCancel={onClose} footer={null} title={t('shortcutsTitle')}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', margin: 0 }}>
        {rows.map(([keys, what]) => (
          <div key={keys} style={{ display: 'contents' }}>
            <dt>
              <Typography.Text keyboard>{keys}</Typography.Text>
            </dt>
            <dd style={{ margin: 0 }}>{what}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
