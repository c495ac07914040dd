import { useMemo } from 'react';
import { t } from '../../../shared/messages';
import type { Id } from '../../api/types';
import { useRefLabels } from '../hooks/useRefOptions';
import { useReferenceOptions } from '../hooks/useReferenceOptions';

const idsOf = (value: unknown): Id[] =>
  value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? (value as Id[]) : [value as Id];

/**
 * Ids of another kind, named by their display field when `resolve` says the page can afford
 * the reads (few distinct ids, each read cached); otherwise the ids themselves.
 */
export function RefCell({ kind, value, resolve }: { kind: string; value: unknown; resolve: boolean }) {
  const ids = useMemo(() => idsOf(value), [value]);
  const labels = useRefLabels(kind, ids, resolve);
  return <>{ids.map((id) => (resolve ? labels.get(String(id)) : t('refUnknown', { id: String(id) }))).join(', ')}</>;
}

/** Values of reference data (currency codes, role ids, ...) shown by their labels; one cached call per source. */
export function OptionsCell({ source, value }: { source: string; value: unknown }) {
  const { options } = useReferenceOptions(source);
  const labels = useMemo(() => new Map(options.map((o) => [String(o.value), o.label])), [options]);
  return (
    <>
      {idsOf(value)
        .map((v) => labels.get(String(v)) ?? String(v))
        .join(', ')}
    </>
  );
}
