import { ExclamationCircleFilled } from '@ant-design/icons';
import { Menu, theme } from 'antd';
import { Link } from 'react-router-dom';
import { t } from '../../../shared/messages';
import type { SidebarModel } from './useSidebarModel';

interface SidebarMenuProps {
  model: SidebarModel;
  /** Called after a link is followed (closes the mobile menu). */
  onNavigate?: () => void;
}

/** The sidebar links as real links (keyboard, middle-click); at most half the viewport high (SPEC §9). */
export function SidebarMenu({ model, onNavigate }: SidebarMenuProps) {
  const { token } = theme.useToken();
  return (
    <nav aria-label={t('sidebar')} style={{ maxHeight: '50vh', overflowY: 'auto' }}>
      <Menu
        mode="inline"
        selectedKeys={model.selected ? [model.selected] : []}
        style={{ borderInlineEnd: 'none' }}
        items={model.links.map((link) => ({
          key: link.route,
          icon: link.alert ? (
            <ExclamationCircleFilled role="img" aria-label={t('pendingItems')} style={{ color: token.colorError }} />
          ) : undefined,
          label: (
            <Link to={link.route} onClick={onNavigate}>
              {link.label}
            </Link>
          ),
        }))}
      />
    </nav>
  );
}
