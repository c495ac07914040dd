import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { t } from '../../../shared/messages';
import { BRAND } from '../../rules/title';
import { AreaToggle } from './AreaToggle';
import { HeaderLinks } from './HeaderLinks';
import { PendingReviewButton } from './PendingReviewButton';
import { TopTabs } from './TopTabs';
import { UserMenu } from './UserMenu';
import { WebsiteSwitcher } from './WebsiteSwitcher';
import { useHeaderOffset } from './useHeaderOffset';

interface AppHeaderProps {
  mobile: boolean;
  collapsed: boolean;
  onToggleSidebar: () => void;
  onOpenMenu: () => void;
}

export function AppHeader({ mobile, collapsed, onToggleSidebar, onOpenMenu }: AppHeaderProps) {
  const { token } = theme.useToken();
  const ref = useHeaderOffset<HTMLElement>();
  return (
    <header
      ref={ref}
      style={{
        flex: '0 0 auto',
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 12,
        height: 'auto',
        minHeight: 64,
        padding: '8px 16px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {mobile && <Button type="text" icon={<MenuOutlined />} aria-label={t('openMenu')} onClick={onOpenMenu} />}
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        aria-label={collapsed ? t('expandSidebar') : t('collapseSidebar')}
        aria-expanded={!collapsed}
        onClick={onToggleSidebar}
      />
      <span style={{ fontWeight: 600, whiteSpace: 'nowrap', color: token.colorText }}>{BRAND}</span>
      <WebsiteSwitcher />
      <AreaToggle />
      <TopTabs />
      <HeaderLinks />
      <div style={{ flex: 1 }} />
      <PendingReviewButton />
      <UserMenu />
    </header>
  );
}
