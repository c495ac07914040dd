import { useId, useState, type ChangeEvent } from 'react';
import { publicStyles as s } from './publicStyles';

interface PublicFieldProps {
  label: string;
  name: string;
  type: 'email' | 'password';
  value: string;
  onChange: (value: string) => void;
  /** Inline error under the field; also marks the input invalid for assistive technology. */
  error?: string | null;
  autoComplete: string;
  autoFocus?: boolean;
}

/** A labelled input with its inline error; password fields get a Show / Hide toggle. */
export function PublicField({ label, name, type, value, onChange, error, autoComplete, autoFocus }: PublicFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div style={s.field}>
      <label htmlFor={id} style={s.label}>
        {label}
      </label>
      <div style={s.inputRow}>
        <input
          id={id}
          name={name}
          type={type === 'password' && visible ? 'text' : type}
          value={value}
          onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          style={error ? { ...s.input, ...s.inputInvalid } : s.input}
        />
        {type === 'password' && (
          <button
            type="button"
            style={s.toggle}
            aria-pressed={visible}
            aria-label={`Show ${label.toLowerCase()}`}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} style={s.error}>
          {error}
        </p>
      )}
    </div>
  );
}
