import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * How many changes have been saved since the screen opened: any mutation that succeeds (the
 * page's details, its SEO, a form mapping, an upload). The preview frame reloads on each, so the
 * maker sees the draft they just saved without pressing Reload.
 */
export function useSaveCount(): number {
  const mutations = useQueryClient().getMutationCache();
  const [saves, setSaves] = useState(0);
  useEffect(
    () =>
      mutations.subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') setSaves((n) => n + 1);
      }),
    [mutations],
  );
  return saves;
}
