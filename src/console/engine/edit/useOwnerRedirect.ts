import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../../shared/messages';
import type { RecordOwner } from '../../../shared/ownership';
import type { Declaration } from '../../../shared/registry';
import type { Id } from '../../api/types';
import { flash } from '../../state/flashStore';
import { useApiScope } from '../hooks/useApiScope';
import { recordAddress } from '../recordAddress';
import { useRegistry } from '../RegistryContext';
import { resourceKeys } from '../resourceKeys';

/**
 * A record kept inside another (a program's product) is edited only through it: when its own page
 * is opened (a bookmark, an old link), the read names the owner (meta.owner, kept by
 * recordQuery.ts) and the page makes way for the owner's, saying why.
 */
export function useOwnerRedirect(decl: Declaration, id: Id | undefined, active: boolean): void {
  const scope = useApiScope();
  const registry = useRegistry();
  const navigate = useNavigate();
  // Never fetched: the record's own read fills it.
  const { data: owner } = useQuery<RecordOwner>({ queryKey: resourceKeys.owner(decl.kind, scope, id ?? ''), queryFn: skipToken });
  const to = active && owner ? recordAddress(registry, owner) : undefined;
  const ownerName = owner?.name;
  const what = decl.label.one;
  useEffect(() => {
    if (!to || !ownerName) return;
    flash.info(t('openedThroughOwner', { what, owner: ownerName }));
    void navigate(to, { replace: true });
  }, [to, ownerName, what, navigate]);
}
