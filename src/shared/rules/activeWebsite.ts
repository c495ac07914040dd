import type { UseCase } from './types';

export interface SwitchableWebsite {
  website_id: string | number;
  usecase_relation?: { usecase_code?: UseCase } | null;
}

/** docs/product.md §4: after the list loads, the active website is the one matching the saved id, otherwise the first. */
export function resolveActiveWebsite<W extends SwitchableWebsite>(
  websites: readonly W[],
  savedId: string | null | undefined,
): W | undefined {
  if (savedId !== null && savedId !== undefined && savedId !== '') {
    const saved = websites.find((w) => String(w.website_id) === savedId);
    if (saved) return saved;
  }
  return websites[0];
}
