import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Declaration } from '../../../shared/registry';
import { useApiScope } from '../hooks/useApiScope';
import { isRemoteOptions, referenceOptionsQuery } from '../hooks/useReferenceOptions';
import { useRegistry } from '../RegistryContext';
import { useApi } from '../../api/ApiContext';

/**
 * The reference data of a kind's option fields (`x-options`: languages, currencies…), asked for
 * when its page opens, alongside the record, rather than when the form's selects mount once the
 * record is in: one round of calls instead of two (docs/architecture.md §5a).
 */
export function usePrefetchedOptions(decl: Declaration): void {
  const registry = useRegistry();
  const scope = useApiScope();
  const queryClient = useQueryClient();
  const api = useApi();
  const { clientId, websiteId } = scope;
  useEffect(() => {
    const sources = new Set(registry.optionsOf(decl.kind).map((o) => o.source));
    for (const source of sources) {
      if (isRemoteOptions(source)) void queryClient.prefetchQuery(referenceOptionsQuery(api, source, { clientId, websiteId }));
    }
  }, [registry, decl.kind, clientId, websiteId, queryClient, api]);
}
