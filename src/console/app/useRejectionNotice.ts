import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../shared/messages';
import { myChangesQuery } from '../api/myChangesQuery';
import { useApi } from '../api/ApiContext';
import type { Id } from '../api/types';
import { flash } from '../state/flashStore';

/**
 * A rejection of the user's changes reaches them on their next sign-in too (docs/review-flow.md):
 * when the console loads with rejections they have not looked at, one notice says how many and
 * where to read them. The live ones come over the event stream (usePendingFeed).
 */
export function useRejectionNotice(clientId: Id | undefined): void {
  const mine = useQuery({ ...myChangesQuery(useApi(), clientId ?? ''), enabled: clientId !== undefined, staleTime: 60_000 });
  const told = useRef(false);
  const unseen = mine.data?.unseen ?? 0;
  useEffect(() => {
    if (told.current || unseen === 0) return;
    told.current = true;
    flash.warning(t('myChangesUnseen', { count: unseen }));
  }, [unseen]);
}
