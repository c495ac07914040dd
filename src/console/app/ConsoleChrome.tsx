import { lazy, Suspense, useState } from 'react';
import { theme } from 'antd';
import { Outlet } from 'react-router-dom';
import { isMobileWidth, sidebarCollapsedByDefault, sidebarWidth, SIDEBAR_COLLAPSED_WIDTH } from '../rules/layout';
import { AppHeader } from './chrome/AppHeader';
import { SidebarMenu } from './chrome/SidebarMenu';
import { useSidebarModel } from './chrome/useSidebarModel';
import { useSidebarSlotStore } from '../state/sidebarSlotStore';
import { LeavePageGuard } from './feedback/LeavePageGuard';
import { LoadingScreen } from '../common/LoadingScreen';
import { THEME_SCOPE } from '../common/themeScope';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { useRouteSync } from './useRouteSync';
import { useFocusRescue } from './useFocusRescue';
import { readSidebarCollapsed, writeSidebarCollapsed } from '../state/cookieJar';
import { useViewportWidth } from './useViewportWidth';
import { MAIN_CONTENT_ID, SkipLink } from './chrome/SkipLink';

// The drawer's code loads the first time the mobile menu opens.
const MobileMenu = lazy(async () => ({ default: (await import('./chrome/MobileMenu')).MobileMenu }));

/**
 * Header, collapsible sidebar (80 / 240 / 288 px), mobile menu and the routed screen, on plain
 * header / aside / main elements: antd's Layout added 2 kB to every page for three flex boxes.
 */
export function ConsoleChrome() {
  const width = useViewportWidth();
  const mobile = isMobileWidth(width);
  // Until the user toggles it (kept in a cookie the server render reads too), the sidebar follows
  // the width (and a server render's width, when hydrating).
  const [chosen, setChosen] = useState<boolean | null>(readSidebarCollapsed);
  const toggleSidebar = () => {
    setChosen(!collapsed);
    writeSidebarCollapsed(!collapsed);
  };
  const collapsed = chosen ?? sidebarCollapsedByDefault(width);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  const { token } = theme.useToken();
  const sideWidth = collapsed ? SIDEBAR_COLLAPSED_WIDTH : sidebarWidth(width, false);
  const sidebar = useSidebarModel();
  const setSlot = useSidebarSlotStore((s) => s.setElement);
  useRouteSync();
  useFocusRescue();
  useDocumentTitle(sidebar.title);

  return (
    <div
      className={THEME_SCOPE}
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        boxSizing: 'border-box',
        background: token.colorBgLayout,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
      }}
    >
      <SkipLink />
      <AppHeader mobile={mobile} collapsed={collapsed} onToggleSidebar={toggleSidebar} onOpenMenu={() => setMenuOpen(true)} />
      <div style={{ display: 'flex', flex: 'auto', minHeight: 0 }}>
        {/* On a phone the sidebar lives in the menu drawer: no icon strip takes the content's width. */}
        {!mobile && (
          <aside
            data-testid="sidebar"
            data-collapsed={collapsed}
            style={{
              flex: `0 0 ${sideWidth}px`,
              width: sideWidth,
              minWidth: sideWidth,
              background: token.colorBgContainer,
              borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
              transition: `all ${token.motionDurationMid}`,
            }}
          >
            <SidebarMenu model={sidebar} collapsed={collapsed} />
            {/* A screen's own sidebar list goes here, only while the sidebar is open wide enough for it. */}
            {!collapsed && <div ref={setSlot} data-testid="sidebar-slot" style={{ marginTop: 8 }} />}
          </aside>
        )}
        {/* Focusable from script only, as the skip link's target. */}
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          style={{ flex: 'auto', padding: mobile ? 12 : 24, minWidth: 0, color: token.colorText, outline: 'none' }}
        >
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} model={sidebar} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
      <LeavePageGuard />
    </div>
  );
}
