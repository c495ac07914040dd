import { publicStyles as s } from './publicStyles';

/** The form's submit button; busy while the request runs, so a double click sends once. */
export function PublicSubmit({ label, busy }: { label: string; busy: boolean }) {
  return (
    <button type="submit" disabled={busy} aria-busy={busy} style={{ ...s.button, opacity: busy ? 0.7 : 1 }}>
      {label}
    </button>
  );
}
