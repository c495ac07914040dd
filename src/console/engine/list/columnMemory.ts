import { useCallback, useMemo } from 'react';
import type { Declaration } from '../../../shared/registry';
import { validChoice } from './columnChoice';
import { useKindMemory } from './useKindMemory';

/** The columns a manager last chose for a kind, kept in this browser per user and kind (useKindMemory.ts). */
export function useRememberedColumns(decl: Declaration): [string[] | undefined, (cols: string[] | undefined) => void] {
  const [text, write] = useKindMemory(decl.kind, 'columns');
  const remembered = useMemo(() => {
    try {
      return text ? validChoice(decl, JSON.parse(text) as string[]) : undefined;
    } catch {
      return undefined;
    }
  }, [decl, text]);
  const remember = useCallback((cols: string[] | undefined) => write(cols ? JSON.stringify(cols) : null), [write]);
  return [remembered, remember];
}
