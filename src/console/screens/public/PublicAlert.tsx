import type { ReactNode } from 'react';
import { publicStyles as s } from './publicStyles';

/** Message above a sign-in form: an error (announced at once) or a confirmation. */
export function PublicAlert({ type, children }: { type: 'error' | 'success'; children: ReactNode }) {
  return (
    <div role={type === 'error' ? 'alert' : 'status'} style={type === 'error' ? s.alertError : s.alertSuccess}>
      {children}
    </div>
  );
}
