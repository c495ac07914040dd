import { AuditOutlined, LogoutOutlined, SettingOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { t } from '../../../shared/messages';
import { ROUTES } from '../../../shared/rules/routes';
import { useMe } from '../../api/auth';
import { MenuButton } from '../../common/MenuButton';
import { useSignOut } from '../useSignOut';

const PAGES: Record<string, string> = { settings: ROUTES.settings, team: ROUTES.team, audit: ROUTES.audit };

/**
 * docs/product.md §2 user menu: Settings (/settings) and Sign out (to /login); owners also reach
 * their Team and the Audit log (the server refuses everyone else anyway).
 */
export function UserMenu() {
  const me = useMe();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const name = me.data?.name || me.data?.email || t('account');
  return (
    <MenuButton
      align="end"
      items={[
        { key: 'settings', label: t('settings'), icon: <SettingOutlined /> },
        ...(me.data?.owner
          ? [
              { key: 'team', label: t('teamTitle'), icon: <TeamOutlined /> },
              { key: 'audit', label: t('auditTitle'), icon: <AuditOutlined /> },
            ]
          : []),
        { key: 'sign-out', label: t('signOut'), icon: <LogoutOutlined /> },
      ]}
      onChoose={(key) => void (PAGES[key] ? navigate(PAGES[key]) : signOut())}
      data-testid="user-menu"
      // The name shown is the start of the accessible name, so a voice user can say what they see.
      aria-label={`${name}, ${t('userMenu').toLowerCase()}`}
      icon={<UserOutlined />}
    >
      <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
    </MenuButton>
  );
}
