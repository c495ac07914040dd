import { Button, theme, type ButtonProps } from 'antd';
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { menuKey } from '../rules/menuKeys';
import { popupListStyle } from './popupListStyle';

export interface MenuButtonItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** The item standing for the present state (the active website): marked, and focused on opening. */
  current?: boolean;
}

interface MenuButtonProps extends Omit<ButtonProps, 'onClick' | 'onKeyDown' | 'id'> {
  items: MenuButtonItem[];
  onChoose: (key: string) => void;
  /** Which edge of the button the menu lines up with: `end` for a button at the window's right. */
  align?: 'start' | 'end';
  menuStyle?: CSSProperties;
}

/**
 * A button that opens a menu of actions (WAI-ARIA menu button: arrows, Home/End, Enter/Space,
 * Escape back to the button, Tab or a click elsewhere closes; keys in rules/menuKeys.ts). The
 * header's user menu and website switcher use it instead of antd's Dropdown, which brought the
 * menu, trigger, motion and overflow packages (≈ 20 kB) to every signed-in route.
 */
export function MenuButton({ items, onChoose, align = 'start', menuStyle, ...button }: MenuButtonProps) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonId = useId();
  const menuId = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);
  const start = Math.max(
    0,
    items.findIndex((item) => item.current),
  );

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };
  const onItemKey = (event: KeyboardEvent, index: number) => {
    const action = menuKey(event.key, index, items.length);
    if (!action) return;
    if (!('close' in action && action.close === 'let-focus-go')) event.preventDefault();
    if ('move' in action) setActive(action.move);
    else if ('choose' in action) choose(items[index]!.key);
    else close(action.close === 'focus-button');
  };
  const choose = (key: string) => {
    close(true);
    onChoose(key);
  };

  return (
    <span ref={wrapper} style={{ position: 'relative', display: 'inline-block' }}>
      <Button
        {...button}
        ref={buttonRef}
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(start))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          openAt(event.key === 'ArrowUp' ? items.length - 1 : start);
        }}
      />
      {open && (
        <ul id={menuId} role="menu" aria-labelledby={buttonId} style={{ ...popupListStyle(token, align), ...menuStyle }}>
          {items.map((item, index) => (
            <li
              key={item.key}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              role="menuitem"
              tabIndex={-1}
              aria-current={item.current ? 'true' : undefined}
              className="console-menu-item"
              onClick={() => choose(item.key)}
              onKeyDown={(event) => onItemKey(event, index)}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                padding: '5px 12px',
                borderRadius: token.borderRadiusSM,
                cursor: 'pointer',
                whiteSpace: 'nowrap',
                outline: 'none',
                color: item.current ? token.colorPrimary : token.colorText,
                background: item.current ? token.colorPrimaryBg : undefined,
              }}
            >
              {item.icon}
              <span>{item.label}</span>
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
