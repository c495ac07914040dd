import type { ReactNode } from 'react';
import { create } from 'zustand';

/** docs/product.md §8: the generic confirm dialog defaults to Cancel and Ok. */
export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  /** Paints Ok as a dangerous action (delete, reset). */
  danger?: boolean;
}

interface ConfirmRequest extends ConfirmOptions {
  resolve: (ok: boolean) => void;
}

interface ConfirmState {
  request: ConfirmRequest | null;
  /** The last request, still shown while the dialog's closing animation runs. */
  last: ConfirmOptions | null;
  answer: (ok: boolean) => void;
}

export const useConfirmStore = create<ConfirmState>()((set, get) => ({
  request: null,
  last: null,
  answer: (ok) => {
    const current = get().request;
    set({ request: null });
    current?.resolve(ok);
  },
}));

/**
 * `if (await confirm({ title: 'Delete this zone?' })) …` — resolves true on Ok, false on Cancel
 * or close. A second request while one is open answers the first with false.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    useConfirmStore.getState().request?.resolve(false);
    useConfirmStore.setState({ request: { ...options, resolve }, last: options });
  });
}
