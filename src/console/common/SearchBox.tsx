import { SearchOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties, FormEvent } from 'react';
import { inputStyle } from './inputStyle';

export interface SearchBoxProps {
  /** The accessible name, also the placeholder. */
  label: string;
  /** The text at first; a new `key` from the caller puts another one in (the back button). */
  defaultValue?: string;
  /** Enter, the search button, or emptying the box (its ✕ or the keyboard) asks for the text. */
  onSearch: (text: string) => void;
  style?: CSSProperties;
}

/**
 * A search field (a form with role search): a native search input and a button. The list's
 * search box and free-text filters use it instead of antd's Input.Search, which brought rc-input,
 * its resize observer and a Button group to every list page for a box and a button.
 */
export function SearchBox({ label, defaultValue, onSearch, style }: SearchBoxProps) {
  const { token } = theme.useToken();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch((event.currentTarget.elements.namedItem('q') as HTMLInputElement).value);
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
        // Emptied by its ✕ or by deleting the text: the search is dropped, as a cleared box says.
        onChange={(event) => event.target.value === '' && defaultValue && onSearch('')}
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
