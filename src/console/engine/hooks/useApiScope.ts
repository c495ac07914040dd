import { useMemo } from 'react';
import { useScope } from '../../common/ScopeContext';
import type { ApiScope } from '../../../shared/rules/listCall';

/** The client and active website every engine call is scoped by. */
export function useApiScope(): ApiScope {
  const { clientId, websiteId } = useScope();
  return useMemo(() => ({ clientId, websiteId }), [clientId, websiteId]);
}
