import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { t } from '../../../shared/messages';
import { BRAND } from '../../rules/title';
import { PendingReviewButton } from './PendingReviewButton';
import { PlaceControls } from './PlaceControls';
import { UserMenu } from './UserMenu';
import { useHeaderOffset } from './useHeaderOffset';

interface AppHeaderProps {
  mobile: boolean;
  collapsed: boolean;
  onToggleSidebar: () => void;
  onOpenMenu: () => void;
}

/**
 * On a phone the header is one row of 56 px: the menu (a drawer holding the sidebar and the place
 * controls), the brand, Pending Review and the user menu as icons; nothing wraps or runs off the edge.
 */
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
        flexWrap: mobile ? 'nowrap' : 'wrap',
        gap: mobile ? 8 : 12,
        boxSizing: 'border-box',
        height: mobile ? 56 : 'auto',
        minHeight: mobile ? undefined : 64,
        padding: mobile ? '8px 12px' : '8px 16px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {mobile ? (
        <Button type="text" icon={<MenuOutlined />} aria-label={t('openMenu')} onClick={onOpenMenu} />
      ) : (
        <Button
          type="text"
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          aria-label={collapsed ? t('expandSidebar') : t('collapseSidebar')}
          aria-expanded={!collapsed}
          onClick={onToggleSidebar}
        />
      )}
      <span
        style={{ fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0, color: token.colorText }}
      >
        {BRAND}
      </span>
      {!mobile && <PlaceControls />}
      <div style={{ flex: 1 }} />
      <PendingReviewButton compact={mobile} />
      <UserMenu compact={mobile} />
    </header>
  );
}
