import { SearchOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useEffect, useEffectEvent, useRef, type CSSProperties, type FormEvent } from 'react';
import { inputStyle } from './inputStyle';

export interface SearchBoxProps {
  /** The accessible name, also the placeholder. */
  label: string;
  /** The text at first; a new `key` from the caller puts another one in (the back button). */
  defaultValue?: string;
  /** Enter, the search button, or emptying the box (its ✕ or the keyboard) asks for the text. */
  onSearch: (text: string) => void;
  style?: CSSProperties;
  /** Also asks while typing, once the typing pauses this many milliseconds (Enter still asks at once). */
  asYouType?: number;
}

/**
 * A search field (a form with role search): a native search input and a button. The list's
 * search box and free-text filters use it instead of antd's Input.Search, which brought rc-input,
 * its resize observer and a Button group to every list page for a box and a button.
 */
export function SearchBox({ label, defaultValue, onSearch, style, asYouType }: SearchBoxProps) {
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const asked = useRef(defaultValue ?? '');
  /** Typed text not asked for yet: the box is not overwritten while it is there. */
  const typing = useRef(false);
  const ask = (text: string) => {
    clearTimeout(timer.current);
    typing.current = false;
    asked.current = text;
    onSearch(text);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  const askTyped = useEffectEvent((text: string) => {
    if (text !== asked.current) ask(text);
  });
  const shownBefore = useRef(defaultValue ?? '');
  useEffect(() => {
    const box = input.current;
    const shown = defaultValue ?? '';
    const changed = shown !== shownBefore.current;
    shownBefore.current = shown;
    if (!box || asYouType === undefined || box.value === shown) return;
    // Typed into the server-drawn box before the console took the page over: asked for, not wiped.
    if (!changed) {
      askTyped(box.value);
      return;
    }
    // A text put in from outside (the back button, Clear all) shows in the box, unless the manager is typing in it.
    if (!typing.current) {
      box.value = shown;
      asked.current = shown;
    }
  }, [defaultValue, asYouType]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    ask((event.currentTarget.elements.namedItem('q') as HTMLInputElement).value);
  };
  return (
    <form role="search" onSubmit={submit} style={{ display: 'inline-flex', ...style }}>
      <input
        className="console-input"
        type="search"
        name="q"
        aria-label={label}
        placeholder={label}
        defaultValue={defaultValue}
        ref={input}
        // Emptied by its ✕ or by deleting the text: the search is dropped at once, as a cleared box says.
        onChange={(event) => {
          const text = event.target.value;
          if (text === '') {
            if (defaultValue || asked.current !== '') ask('');
          } else if (asYouType !== undefined) {
            clearTimeout(timer.current);
            typing.current = true;
            timer.current = setTimeout(() => {
              if (text.trim() !== asked.current.trim()) ask(text);
              else typing.current = false;
            }, asYouType);
          }
        }}
        style={{ ...inputStyle(token), borderStartEndRadius: 0, borderEndEndRadius: 0 }}
      />
      <button
        type="submit"
        className="console-input"
        aria-label={label}
        style={{
          ...inputStyle(token),
          width: token.controlHeight,
          padding: 0,
          marginInlineStart: -token.lineWidth,
          cursor: 'pointer',
          color: token.colorTextDescription,
          borderStartStartRadius: 0,
          borderEndStartRadius: 0,
        }}
      >
        <SearchOutlined aria-hidden />
      </button>
    </form>
  );
}
