import type { CSSProperties } from 'react';
import { PALETTE } from '../../rules/palette';

/**
 * Styles of the sign-in pages. They are plain HTML on purpose: the sign-in route must stay
 * within its JS budget (docs/architecture.md §5a: ≤ 150 kB gzip), which antd's Form alone would exceed.
 */
export const publicStyles = {
  field: { display: 'flex', flexDirection: 'column', gap: 6, marginBottom: 16 },
  label: { fontSize: 14, fontWeight: 500 },
  inputRow: { display: 'flex', gap: 8 },
  input: {
    flex: 1,
    minWidth: 0,
    fontSize: 14,
    padding: '8px 11px',
    border: '1px solid #d9d9d9',
    borderRadius: 6,
    outlineColor: PALETTE.primary,
  },
  inputInvalid: { borderColor: PALETTE.error },
  error: { color: PALETTE.error, fontSize: 13, margin: 0 },
  button: {
    width: '100%',
    fontSize: 14,
    padding: '9px 15px',
    border: 'none',
    borderRadius: 6,
    background: PALETTE.primary,
    color: '#fff',
    cursor: 'pointer',
  },
  toggle: {
    fontSize: 13,
    padding: '0 10px',
    border: '1px solid #d9d9d9',
    borderRadius: 6,
    background: '#fff',
    cursor: 'pointer',
  },
  alertError: { background: '#fff2f0', border: '1px solid #ffccc7', borderRadius: 6, padding: '8px 12px', marginBottom: 16 },
  alertSuccess: { background: '#f6ffed', border: '1px solid #b7eb8f', borderRadius: 6, padding: '8px 12px', marginBottom: 16 },
  links: { marginTop: 16, textAlign: 'center' },
} satisfies Record<string, CSSProperties>;
