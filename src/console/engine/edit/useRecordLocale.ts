import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Declaration } from '../../../shared/registry';

/**
 * The website locale whose copy of a localised record is on screen, kept in the address
 * (?locale=SG) so the page can be shared and reloaded; undefined is the default copy.
 */
export function useRecordLocale(decl: Declaration): [string | undefined, (locale: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const locale = decl.localised ? (params.get('locale') ?? undefined) : undefined;
  const setLocale = useCallback(
    (next: string | undefined) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next) copy.set('locale', next);
          else copy.delete('locale');
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [locale, setLocale];
}
