import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { areaSwitch } from '../../rules/landing';
import type { AreaMode } from '../../../shared/rules/types';
import { useAreaStore } from '../../state/areaStore';
import { confirmLeaveIfDirty } from '../../state/confirmLeave';

/** docs/product.md §4: Global goes to the generic forms page, Website back to /; the tab id resets to the area's first. */
export function useSwitchArea(): (next: AreaMode) => Promise<void> {
  const area = useAreaStore((s) => s.area);
  const setArea = useAreaStore((s) => s.setArea);
  const setTabId = useAreaStore((s) => s.setTabId);
  const navigate = useNavigate();
  return useCallback(
    async (next: AreaMode) => {
      if (next === area) return;
      if (!(await confirmLeaveIfDirty())) return;
      const { route, tabId } = areaSwitch(next);
      setArea(next);
      setTabId(tabId);
      await navigate(route);
    },
    [area, setArea, setTabId, navigate],
  );
}
