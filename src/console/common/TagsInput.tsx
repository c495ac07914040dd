import { useState, type KeyboardEvent } from 'react';
import { ChosenTags } from './ChosenTags';

interface TagsInputProps {
  id?: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  describedBy?: string;
}

const KEEP = /[,\n]/;

/**
 * Free words, each a tag: Enter or a comma adds what was typed (a word already there is not added
 * twice), Backspace in the empty box takes the last one away, each tag has its own remove
 * button. Pasting "a, b, c" adds three. antd's Select in tags mode did this with the whole
 * select engine behind it.
 */
export function TagsInput({ id, value, onChange, disabled, describedBy }: TagsInputProps) {
  const [text, setText] = useState('');
  const add = (typed: string) => {
    const words = typed
      .split(KEEP)
      .map((w) => w.trim())
      .filter((w) => w !== '' && !value.includes(w));
    if (words.length > 0) onChange([...value, ...new Set(words)]);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <ChosenTags
      chosen={value.map((word) => ({ value: word, label: word }))}
      disabled={disabled}
      onRemove={(word) => onChange(value.filter((w) => w !== word))}
      onClick={() => document.getElementById(id ?? '')?.focus()}
    >
      <input
        id={id}
        value={text}
        disabled={disabled}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
        onChange={(event) => (KEEP.test(event.target.value) ? add(event.target.value) : setText(event.target.value))}
        onBlur={() => text.trim() !== '' && add(text)}
        style={{
          flex: '1 0 8ch',
          minWidth: 0,
          border: 0,
          outline: 'none',
          background: 'none',
          font: 'inherit',
          color: 'inherit',
          padding: 0,
        }}
      />
    </ChosenTags>
  );
}
