import { AppstoreOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { Menu, theme } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import declaredIcons from 'virtual:declared-icons';
import { t } from '../../../shared/messages';
import type { SidebarLink, SidebarModel } from './useSidebarModel';

interface SidebarMenuProps {
  model: SidebarModel;
  /** Called after a link is followed (closes the mobile menu). */
  onNavigate?: () => void;
}

function LinkIcon({ link }: { link: SidebarLink }) {
  const { token } = theme.useToken();
  if (link.alert) return <ExclamationCircleFilled role="img" aria-label={t('pendingItems')} style={{ color: token.colorError }} />;
  // An icon a declaration names but the build did not collect (a test's registry) still marks the place.
  const Icon = declaredIcons[link.icon] ?? AppstoreOutlined;
  return <Icon aria-hidden data-icon={link.icon} />;
}

/**
 * The sidebar links as real links (keyboard, middle-click), each with its declared icon: the
 * collapsed sidebar shows only the icons, with the label as tooltip and as the link's accessible
 * name; the whole row follows the link. At most half the viewport high (docs/product.md §9).
 */
export function SidebarMenu({ model, onNavigate }: SidebarMenuProps) {
  const navigate = useNavigate();
  return (
    <nav aria-label={t('sidebar')} style={{ maxHeight: '50vh', overflowY: 'auto' }}>
      <Menu
        mode="inline"
        selectedKeys={model.selected ? [model.selected] : []}
        style={{ borderInlineEnd: 'none' }}
        onClick={({ key, domEvent }) => {
          // A click on the link itself is already followed; a click beside it (the icon) is not.
          if ((domEvent.target as Element).closest('a')) return;
          void navigate(key);
          onNavigate?.();
        }}
        items={model.links.map((link) => ({
          key: link.route,
          title: link.label,
          icon: <LinkIcon link={link} />,
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
