import { Navigate } from 'react-router-dom';
import { t } from '../../../shared/messages';
import { homeRoute } from '../../rules/landing';
import { websiteLabel } from '../../api/types';
import { useScope } from '../../common/ScopeContext';
import { Notice } from '../../common/Notice';
import { useLanding } from '../../engine/sidebarItems';
import { useAreaStore } from '../../state/areaStore';

/**
 * /: the landing of the restored area and tab (docs/product.md §2/§4). Campaign and health-and-fitness
 * websites land on / itself, which then greets the user beside their sidebar.
 */
export function HomeScreen() {
  const { website, useCase } = useScope();
  const area = useAreaStore((s) => s.area);
  const tabId = useAreaStore((s) => s.tabId);
  const landing = useLanding(useCase);
  const target = website === undefined && area === 0 ? null : homeRoute(area, tabId, landing);
  if (target !== null) return <Navigate to={target} replace />;
  if (website === undefined) return <Notice status="info" title={t('noWebsites')} />;
  return <Notice status="info" title={t('homeWelcome', { website: websiteLabel(website) })} text={t('homeHint')} />;
}
