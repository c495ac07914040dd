import { theme } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { t } from '../../../shared/messages';
import { topTabs } from '../../rules/landing';
import { tabIdForPath } from '../../rules/routeTab';
import { useLanding } from '../../engine/sidebarItems';
import { useAreaStore } from '../../state/areaStore';
import { useRouteArea } from './useRouteArea';
import { useScope } from '../../common/ScopeContext';
import { useRegistry } from '../../engine/RegistryContext';
import { headerLinks } from '../../rules/headerLinks';

/** docs/product.md §2 top tabs of the current area (feature-flagged); the tab of the address is current; the choice persists. */
export function TopTabs() {
  const { useCase } = useScope();
  const landing = useLanding(useCase);
  const area = useRouteArea();
  const setTabId = useAreaStore((s) => s.setTabId);
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const registry = useRegistry();
  // A header link's own page (Event details) is no tab's: the header link is the current one there.
  const ownPage = headerLinks(registry, useCase).some((link) => link.route === pathname);
  const pathTab = ownPage ? 'none' : tabIdForPath(pathname);
  return (
    <nav aria-label={t('topTabs')} style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      {topTabs(area, landing).map((tab) => {
        const current = tab.id === pathTab || (pathTab === 'none' && !ownPage && pathname === tab.route);
        return (
          <Link
            key={tab.id}
            to={tab.route}
            aria-current={current ? 'page' : undefined}
            // '/' carries no tab of its own, so the chosen tab is recorded for the home redirect.
            onClick={() => setTabId(tab.id)}
            style={{
              padding: '4px 12px',
              borderRadius: token.borderRadius,
              color: current ? token.colorPrimary : token.colorText,
              background: current ? token.colorPrimaryBg : 'transparent',
              fontWeight: current ? 600 : 400,
              whiteSpace: 'nowrap',
            }}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
