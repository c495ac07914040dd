import { t } from '../../shared/messages';
import { confirm } from './confirmStore';
import { useDirtyStore } from './dirtyStore';

/**
 * For actions that change more than the route (switching website or area, signing out): ask
 * Stay/Leave before acting, because the route blocker would only stop the navigation half.
 * Resolves true when there is nothing unsaved or the user chose Leave (the flag is then cleared).
 */
export async function confirmLeaveIfDirty(): Promise<boolean> {
  if (!useDirtyStore.getState().dirty) return true;
  const leave = await confirm({
    title: t('leaveTitle'),
    content: t('leaveBody'),
    okText: t('leaveLeave'),
    cancelText: t('leaveStay'),
  });
  if (leave) useDirtyStore.getState().setDirty(false);
  return leave;
}
