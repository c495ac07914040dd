import { lazy, Suspense, useState } from 'react';
import { Layout, theme } from 'antd';
import { Outlet } from 'react-router-dom';
import { isMobileWidth, sidebarCollapsedByDefault, sidebarWidth, SIDEBAR_COLLAPSED_WIDTH } from '../rules/layout';
import { AppHeader } from './chrome/AppHeader';
import { SidebarMenu } from './chrome/SidebarMenu';
import { useSidebarModel } from './chrome/useSidebarModel';
import { useSidebarSlotStore } from '../state/sidebarSlotStore';
import { LeavePageGuard } from './feedback/LeavePageGuard';
import { LoadingScreen } from '../common/LoadingScreen';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { useRouteSync } from './useRouteSync';
import { useViewportWidth } from './useViewportWidth';
import { MAIN_CONTENT_ID, SkipLink } from './chrome/SkipLink';

// The drawer's code loads the first time the mobile menu opens.
const MobileMenu = lazy(async () => ({ default: (await import('./chrome/MobileMenu')).MobileMenu }));

/** Header, collapsible sidebar (80 / 240 / 288 px), mobile menu and the routed screen. */
export function ConsoleChrome() {
  const width = useViewportWidth();
  const mobile = isMobileWidth(width);
  const [collapsed, setCollapsed] = useState(() => sidebarCollapsedByDefault(window.innerWidth));
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  const { token } = theme.useToken();
  const sidebar = useSidebarModel();
  const setSlot = useSidebarSlotStore((s) => s.setElement);
  useRouteSync();
  useDocumentTitle(sidebar.title);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <AppHeader
        mobile={mobile}
        collapsed={collapsed}
        onToggleSidebar={() => setCollapsed((c) => !c)}
        onOpenMenu={() => setMenuOpen(true)}
      />
      <Layout>
        <Layout.Sider
          data-testid="sidebar"
          data-collapsed={collapsed}
          theme="light"
          collapsible
          collapsed={collapsed}
          trigger={null}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
          width={sidebarWidth(width, false)}
          style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
        >
          <SidebarMenu model={sidebar} collapsed={collapsed} />
          {/* A screen's own sidebar list goes here, only while the sidebar is open wide enough for it. */}
          {!collapsed && !mobile && <div ref={setSlot} data-testid="sidebar-slot" style={{ marginTop: 8 }} />}
        </Layout.Sider>
        {/* antd's Content is the page's <main>; focusable from script only, as the skip link's target. */}
        <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} style={{ padding: mobile ? 12 : 24, minWidth: 0, outline: 'none' }}>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} model={sidebar} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
      <LeavePageGuard />
    </Layout>
  );
}
