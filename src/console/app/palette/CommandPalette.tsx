import { Input, Modal } from 'antd';
import { Typography } from '../../common/Typography';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { t } from '../../../shared/messages';
import { filterCommands, paletteCommands, type PaletteAction, type PaletteCommand, type PaletteContext } from '../../rules/paletteCommands';
import { useRegistry } from '../../engine/RegistryContext';
import { useRecordSearch } from './useRecordSearch';
import { recordAddress } from '../../engine/recordAddress';

interface CommandPaletteProps {
  /** What the commands are built from: the kinds, the use case, the roles, the websites. */
  context: PaletteContext;
  onRun: (action: PaletteAction) => void;
  onClose: () => void;
}

/**
 * Type to go anywhere: kinds, pages, actions, and records found by the server. A combobox with a
 * listbox (WAI-ARIA 1.2): arrows move, Enter runs, Escape closes; the number of results is
 * announced as it changes.
 */
export function CommandPalette({ context, onRun, onClose }: CommandPaletteProps) {
  const commands = useMemo(() => paletteCommands(context), [context]);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const registry = useRegistry();
  const records = useRecordSearch(text, true);
  const options = useMemo(() => {
    const found: PaletteCommand[] = (records.data ?? []).flatMap((r) => {
      const decl = registry.find(r.kind);
      if (!decl) return [];
      // A child's record (a program) opens in its drawer over its parent's page (the course).
      const go = recordAddress(registry, r);
      return go ? [{ id: `record:${r.kind}:${r.id}`, label: r.label, group: decl.label.one, action: { go } }] : [];
    });
    return [...filterCommands(commands, text), ...found].slice(0, 50);
  }, [commands, text, records.data, registry]);
  const current = Math.min(active, Math.max(options.length - 1, 0));
  const run = (command: PaletteCommand | undefined) => {
    if (!command) return;
    onClose();
    onRun(command.action);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % Math.max(options.length, 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      run(options[current]);
    }
  };
  return (
    <Modal open onCancel={onClose} footer={null} title={t('paletteTitle')} destroyOnHidden width={560}>
      <Input
        autoFocus
        role="combobox"
        aria-expanded
        aria-controls="palette-options"
        aria-autocomplete="list"
        aria-activedescendant={options[current] ? `palette-${current}` : undefined}
        aria-label={t('palettePlaceholder')}
        placeholder={t('palettePlaceholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <Typography.Text type="secondary" aria-live="polite" style={{ display: 'block', margin: '8px 0' }}>
        {t('paletteCount', { count: options.length })}
      </Typography.Text>
      <ul
        id="palette-options"
        role="listbox"
        aria-label={t('paletteTitle')}
        style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}
      >
        {options.map((option, i) => (
          <li
            key={option.id}
            id={`palette-${i}`}
            role="option"
            aria-selected={i === current}
            onMouseEnter={() => setActive(i)}
            onClick={() => run(option)}
            style={{
              cursor: 'pointer',
              padding: '6px 8px',
              borderRadius: 6,
              display: 'flex',
              justifyContent: 'space-between',
              gap: 12,
              background: i === current ? 'rgba(0, 0, 0, 0.06)' : undefined,
            }}
          >
            <span>{option.label}</span>
            <Typography.Text type="secondary">{option.group}</Typography.Text>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
