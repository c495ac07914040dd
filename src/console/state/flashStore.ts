import { create } from 'zustand';

/** docs/product.md §3 flash message: id, type (success, danger, info, warning), message. */
export type FlashType = 'success' | 'danger' | 'info' | 'warning';

export interface FlashMessage {
  id: number;
  type: FlashType;
  message: string;
}

/**
 * Confirmations fade on their own; problems stay until dismissed, because a manager who looked
 * away must still learn that a save failed.
 */
export const FLASH_AUTO_DISMISS_MS: Readonly<Record<FlashType, number | null>> = {
  success: 6000,
  info: 6000,
  danger: null,
  warning: null,
};

interface FlashState {
  messages: FlashMessage[];
  push: (type: FlashType, message: string) => number;
  dismiss: (id: number) => void;
  clear: () => void;
}

let nextId = 1;

export const useFlashStore = create<FlashState>()((set) => ({
  messages: [],
  push: (type, message) => {
    const id = nextId++;
    set((s) => ({ messages: [...s.messages, { id, type, message }] }));
    return id;
  },
  dismiss: (id) => set((s) => ({ messages: s.messages.filter((m) => m.id !== id) })),
  clear: () => set({ messages: [] }),
}));

/** Callable from anywhere (handlers, mutations): `flash.success(t('updated', { what: 'Zone' }))`. */
export const flash = {
  success: (message: string) => useFlashStore.getState().push('success', message),
  danger: (message: string) => useFlashStore.getState().push('danger', message),
  info: (message: string) => useFlashStore.getState().push('info', message),
  warning: (message: string) => useFlashStore.getState().push('warning', message),
};
