import { ExclamationCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';
import { Link } from 'react-router-dom';
import { t } from '../../../shared/messages';
import type { SidebarLink, SidebarModel } from './useSidebarModel';
import { DeclaredIcon } from './DeclaredIcon';

interface SidebarMenuProps {
  model: SidebarModel;
  /** Only the icons show; each label stays the link's accessible name and becomes its tooltip. */
  collapsed?: boolean;
  /** Called after a link is followed (closes the mobile menu). */
  onNavigate?: () => void;
}

function LinkIcon({ link }: { link: SidebarLink }) {
  const { token } = theme.useToken();
  if (link.alert)
    return <ExclamationCircleFilled role="img" aria-label={link.alertLabel ?? t('pendingItems')} style={{ color: token.colorError }} />;
  return <DeclaredIcon name={link.icon} />;
}

/** Hidden from sight, not from assistive technology (the collapsed sidebar's labels). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The sidebar: a list of real links (keyboard, middle-click, "open in new tab"), each with its
 * declared icon, the current one marked `aria-current="page"`. Plain links rather than a menu
 * widget: navigation is not an application menu, and antd's Menu brought ≈ 20 kB (rc-menu,
 * overflow, tooltip, trigger) to every signed-in route. At most half the viewport high
 * (docs/product.md §9). Hover and focus looks: `.console-nav-link` in src/console/index.html.
 */
export function SidebarMenu({ model, collapsed = false, onNavigate }: SidebarMenuProps) {
  const { token } = theme.useToken();
  return (
    <nav aria-label={t('sidebar')} style={{ maxHeight: '50vh', overflowY: 'auto' }}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 4 }}>
        {model.links.map((link) => {
          const current = link.route === model.selected;
          return (
            <li key={link.route}>
              <Link
                to={link.route}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                title={collapsed ? link.label : undefined}
                className="console-nav-link"
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: collapsed ? 'center' : undefined,
                  gap: 10,
                  minHeight: 40,
                  margin: '4px 0',
                  padding: collapsed ? 0 : '0 24px',
                  borderRadius: token.borderRadiusLG,
                  color: current ? token.colorPrimary : token.colorText,
                  background: current ? token.colorPrimaryBg : undefined,
                  fontSize: collapsed ? 16 : undefined,
                }}
              >
                <LinkIcon link={link} />
                <span style={collapsed ? VISUALLY_HIDDEN : { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {link.label}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
