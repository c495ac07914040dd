import { DownOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { t } from '../../shared/messages';
import { inputStyle } from './inputStyle';
import { popupListStyle } from './popupListStyle';

export interface ComboBoxOption {
  value: string;
  label: string;
}

interface ComboBoxProps {
  /** The accessible name, also the placeholder. */
  label: string;
  options: ComboBoxOption[];
  /** The chosen value; undefined when none. */
  value: string | undefined;
  /** The chosen value's label when `options` may not hold it (a record found by an earlier search). */
  valueLabel?: string;
  onChange: (value: string | undefined) => void;
  /** Given, the typed text goes to the caller, which searches and passes the found `options`; else they are filtered here. */
  onSearch?: (text: string) => void;
  onOpenChange?: (open: boolean) => void;
  loading?: boolean;
  style?: CSSProperties;
}

// The clear button and the arrow sit in the box's end, as antd's suffix did.
const ICON_SPOT: CSSProperties = {
  position: 'absolute',
  insetInlineEnd: 8,
  top: '50%',
  transform: 'translateY(-50%)',
  padding: 0,
  lineHeight: 1,
};

const matching = (options: ComboBoxOption[], text: string) => {
  const needle = text.trim().toLowerCase();
  return needle === '' ? options : options.filter((o) => o.label.toLowerCase().includes(needle));
};

/**
 * A single-choice combobox with a list to search (WAI-ARIA combobox, list autocomplete): a click,
 * typing or ArrowDown opens the list, typing narrows it, arrows move through it, Enter chooses, Escape
 * closes and leaving the box keeps the choice as it was; focus alone opens nothing, so Tab walks
 * past. The list filters use it instead of antd's Select, which brought
 * rc-select, its virtual list and the popup trigger (≈ 25 kB) to every list page.
 */
export function ComboBox({ label, options, value, valueLabel, onChange, onSearch, onOpenChange, loading, style }: ComboBoxProps) {
  const { token } = theme.useToken();
  const listId = useId();
  const [open, setOpenState] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const boxRef = useRef<HTMLInputElement>(null);
  const chosenLabel = options.find((o) => o.value === value)?.label ?? valueLabel ?? value ?? '';
  const shown = useMemo(() => (onSearch ? options : matching(options, text)), [onSearch, options, text]);

  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
    if (!next) {
      setText('');
      onSearch?.('');
    }
    setActive(
      next
        ? Math.max(
            0,
            shown.findIndex((o) => o.value === value),
          )
        : -1,
    );
  };
  useEffect(() => {
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const choose = (option: ComboBoxOption | undefined) => {
    if (option) onChange(option.value);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (shown.length === 0 ? -1 : (i + step + shown.length) % shown.length));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };
  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <span style={{ position: 'relative', display: 'inline-block', ...style }}>
      <input
        ref={boxRef}
        className="console-input"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        placeholder={open && chosenLabel !== '' ? chosenLabel : label}
        value={open ? text : chosenLabel}
        onClick={() => !open && setOpen(true)}
        onBlur={() => open && setOpen(false)}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          if (!open) setOpen(true);
          setText(event.target.value);
          setActive(0);
          onSearch?.(event.target.value);
        }}
        style={{ ...inputStyle(token), paddingInlineEnd: 28 }}
      />
      {value !== undefined && !open ? (
        <button
          type="button"
          aria-label={t('listClear', { what: label })}
          // The button goes with the choice: the focus goes back to the box, not to the page's start.
          onClick={() => {
            onChange(undefined);
            boxRef.current?.focus();
          }}
          style={{ ...ICON_SPOT, border: 0, background: 'none', cursor: 'pointer', color: token.colorTextQuaternary, fontSize: 16 }}
        >
          ×
        </button>
      ) : (
        <DownOutlined aria-hidden style={{ ...ICON_SPOT, fontSize: 12, color: token.colorTextQuaternary, pointerEvents: 'none' }} />
      )}
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        style={{ ...popupListStyle(token), maxHeight: 256, overflowY: 'auto' }}
      >
        {shown.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={option.value === value}
            // Keeps the focus in the box, so its blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onMouseEnter={() => setActive(index)}
            style={{
              padding: '5px 12px',
              borderRadius: token.borderRadiusSM,
              cursor: 'pointer',
              whiteSpace: 'nowrap',
              fontWeight: option.value === value ? 600 : undefined,
              background: index === active ? token.controlItemBgHover : option.value === value ? token.colorPrimaryBg : undefined,
            }}
          >
            {option.label}
          </li>
        ))}
        {shown.length === 0 && (
          <li aria-live="polite" style={{ padding: '5px 12px', color: token.colorTextTertiary }}>
            {loading ? t('listLoadingChoices') : t('listNoMatches')}
          </li>
        )}
      </ul>
    </span>
  );
}
