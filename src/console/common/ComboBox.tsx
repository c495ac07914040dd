import { DownOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { t } from '../../shared/messages';
import { ChosenTags } from './ChosenTags';
import { inputStyle } from './inputStyle';
import { popupListStyle } from './popupListStyle';
import { ICON_TARGET } from './targetSize';

export interface ComboBoxOption {
  value: string;
  label: string;
}

interface CommonProps {
  /** The accessible name when no `<label>` names the box (a list filter); also its placeholder then. */
  label?: string;
  placeholder?: string;
  /** For a form's `<label for>`; rjsf's field templates also mark it aria-invalid by this id. */
  id?: string;
  options: ComboBoxOption[];
  /** The chosen value's label when `options` may not hold it (a record found by an earlier search). */
  valueLabel?: string;
  /** Given, the typed text goes to the caller, which searches and passes the found `options`; else they are filtered here. */
  onSearch?: (text: string) => void;
  onOpenChange?: (open: boolean) => void;
  loading?: boolean;
  disabled?: boolean;
  /** Offer to clear the choice (default true). */
  allowClear?: boolean;
  autoFocus?: boolean;
  describedBy?: string;
  onFocus?: () => void;
  onBlur?: () => void;
  style?: CSSProperties;
}

interface SingleProps extends CommonProps {
  multiple?: false;
  /** The chosen value; undefined when none. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

interface MultipleProps extends CommonProps {
  multiple: true;
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export type ComboBoxProps = SingleProps | MultipleProps;

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
 * A combobox with a list to search (WAI-ARIA combobox, list autocomplete), for one choice or several:
 * a click, typing or ArrowDown opens the list, typing narrows it, arrows move through it, Enter
 * chooses (with several, Enter adds or takes away and the list stays open; Backspace in an empty
 * box takes the last one away), Escape closes and leaving the box keeps the choice as it was;
 * focus alone opens nothing, so Tab walks past. The console's selects use it instead of antd's
 * Select, which brought rc-select, its virtual list and the popup trigger (≈ 25 kB) to every page
 * with a choice on it.
 */
export function ComboBox(props: ComboBoxProps) {
  const { label, placeholder, id, options, valueLabel, onSearch, onOpenChange, loading, disabled, autoFocus, describedBy, style } = props;
  const { token } = theme.useToken();
  const listId = useId();
  const [open, setOpenState] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const boxRef = useRef<HTMLInputElement>(null);
  const chosen = useMemo(
    () => (props.multiple ? props.value : props.value === undefined ? [] : [props.value]),
    [props.multiple, props.value],
  );
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? (props.multiple ? undefined : valueLabel) ?? value;
  const chosenLabel = !props.multiple && chosen[0] !== undefined ? labelOf(chosen[0]) : '';
  const shown = useMemo(() => (onSearch ? options : matching(options, text)), [onSearch, options, text]);
  const hint = placeholder ?? label;

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
            shown.findIndex((o) => chosen.includes(o.value)),
          )
        : -1,
    );
  };
  useEffect(() => {
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  useEffect(() => {
    if (autoFocus) boxRef.current?.focus();
  }, [autoFocus]);

  const choose = (option: ComboBoxOption | undefined) => {
    if (!props.multiple) {
      if (option) props.onChange(option.value);
      return setOpen(false);
    }
    if (!option) return;
    props.onChange(chosen.includes(option.value) ? chosen.filter((v) => v !== option.value) : [...chosen, option.value]);
    setText('');
    onSearch?.('');
  };
  const clear = () => (props.multiple ? props.onChange([]) : props.onChange(undefined));
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
    } else if (event.key === 'Backspace' && props.multiple && text === '' && chosen.length > 0) {
      props.onChange(chosen.slice(0, -1));
    }
  };
  const optionId = (index: number) => `${listId}-${index}`;
  const clearable = (props.allowClear ?? true) && chosen.length > 0 && !open && !disabled;

  const box = (
    <input
      ref={boxRef}
      id={id}
      className={props.multiple ? undefined : 'console-input'}
      role="combobox"
      aria-label={label}
      aria-autocomplete="list"
      aria-expanded={open}
      aria-controls={listId}
      aria-describedby={describedBy}
      aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
      disabled={disabled}
      placeholder={chosen.length > 0 ? (props.multiple ? undefined : open ? chosenLabel : undefined) : hint}
      value={open || props.multiple ? text : chosenLabel}
      onClick={() => !open && setOpen(true)}
      onFocus={props.onFocus}
      onBlur={() => {
        if (open) setOpen(false);
        props.onBlur?.();
      }}
      onKeyDown={onKeyDown}
      onChange={(event) => {
        if (!open) setOpen(true);
        setText(event.target.value);
        setActive(0);
        onSearch?.(event.target.value);
      }}
      style={
        props.multiple
          ? {
              flex: '1 0 4ch',
              minWidth: 0,
              border: 0,
              outline: 'none',
              background: 'none',
              font: 'inherit',
              color: token.colorText,
              padding: 0,
            }
          : {
              ...inputStyle(token),
              paddingInlineEnd: 28,
              ...(disabled ? { background: token.colorBgContainerDisabled, color: token.colorTextDisabled } : {}),
            }
      }
    />
  );

  return (
    <span style={{ position: 'relative', display: 'inline-block', ...style }}>
      {props.multiple ? (
        <ChosenTags
          chosen={chosen.map((value) => ({ value, label: labelOf(value) }))}
          disabled={disabled}
          onRemove={(value) => props.onChange(chosen.filter((v) => v !== value))}
          onClick={() => boxRef.current?.focus()}
        >
          {box}
        </ChosenTags>
      ) : (
        box
      )}
      {clearable ? (
        <button
          type="button"
          aria-label={t('listClear', { what: label ?? t('choiceChosen') })}
          // The button goes with the choice: the focus goes back to the box, not to the page's start.
          onClick={() => {
            clear();
            boxRef.current?.focus();
          }}
          style={{ ...ICON_SPOT, ...ICON_TARGET, insetInlineEnd: 4, color: token.colorTextSecondary, fontSize: 16 }}
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
        aria-multiselectable={props.multiple || undefined}
        hidden={!open}
        style={{ ...popupListStyle(token), maxHeight: 256, overflowY: 'auto' }}
      >
        {shown.map((option, index) => {
          const selected = chosen.includes(option.value);
          return (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={selected}
              // Keeps the focus in the box, so its blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              onMouseEnter={() => setActive(index)}
              style={{
                padding: '5px 12px',
                borderRadius: token.borderRadiusSM,
                cursor: 'pointer',
                whiteSpace: 'nowrap',
                fontWeight: selected ? 600 : undefined,
                background: index === active ? token.controlItemBgHover : selected ? token.colorPrimaryBg : undefined,
              }}
            >
              {option.label}
            </li>
          );
        })}
        {shown.length === 0 && (
          <li aria-live="polite" style={{ padding: '5px 12px', color: token.colorTextTertiary }}>
            {loading ? t('listLoadingChoices') : t('listNoMatches')}
          </li>
        )}
      </ul>
    </span>
  );
}
