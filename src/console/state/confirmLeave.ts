import { t } from '../../shared/messages';
import { confirm } from './confirmStore';
import { useDirtyStore } from './dirtyStore';

/** What leaving loses: the forms named when the page said which ("Your changes to Course SEO…"). */
export function leaveBody(forms: readonly string[]): string {
  return forms.length > 0 ? t('leaveBodyNamed', { forms: new Intl.ListFormat('en').format(forms) }) : t('leaveBody');
}

/**
 * For actions that change more than the route (switching website or area, signing out): ask
 * Stay/Leave before acting, because the route blocker would only stop the navigation half.
 * Resolves true when there is nothing unsaved or the user chose Leave (the flag is then cleared).
 */
export async function confirmLeaveIfDirty(): Promise<boolean> {
  if (!useDirtyStore.getState().dirty) return true;
  const leave = await confirm({
    title: t('leaveTitle'),
    content: leaveBody(useDirtyStore.getState().forms),
    okText: t('leaveLeave'),
    cancelText: t('leaveStay'),
  });
  if (leave) useDirtyStore.getState().setDirty(false);
  return leave;
}
