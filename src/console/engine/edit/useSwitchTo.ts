import { useEffect } from 'react';
import { t } from '../../../shared/messages';
import { flash } from '../../state/flashStore';
import { useWebsiteStore } from '../../state/websiteStore';

/**
 * Makes another of the user's websites the active one, once, staying on the same address: the
 * address names a record or a list of that website (a colleague's link, the command palette), so
 * it opens there, and a message says which website the console now works on. Nothing here can hold
 * unsaved changes (the page found nothing to edit); leaving an edited page was already guarded.
 */
export function useSwitchTo(target: { website_id: number | string; website_name: string } | undefined): void {
  const setActive = useWebsiteStore((s) => s.setActiveWebsiteId);
  const id = target ? String(target.website_id) : undefined;
  const name = target?.website_name;
  useEffect(() => {
    if (id === undefined || name === undefined) return;
    setActive(id);
    flash.info(t('switchedForAddress', { website: name }));
  }, [id, name, setActive]);
}
