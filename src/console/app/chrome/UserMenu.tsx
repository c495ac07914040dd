import { AuditOutlined, LogoutOutlined, SettingOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../../shared/messages';
import { accountPages } from '../../rules/accountPages';
import { useMe } from '../../api/auth';
import { MenuButton } from '../../common/MenuButton';
import { useSignOut } from '../useSignOut';

const ICONS: Record<string, ReactNode> = {
  settings: <SettingOutlined />,
  team: <TeamOutlined />,
  audit: <AuditOutlined />,
  access: <AuditOutlined />,
};

/**
 * docs/product.md §2 user menu: Settings (/settings) and Sign out (to /login); owners also reach
 * their Team, the Audit log and Website access (the server refuses everyone else anyway).
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const me = useMe();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const name = me.data?.name || me.data?.email || t('account');
  const pages = accountPages(me.data?.owner === true);
  return (
    <MenuButton
      align="end"
      items={[
        ...pages.map(({ key, label }) => ({ key, label, icon: ICONS[key] })),
        { key: 'sign-out', label: t('signOut'), icon: <LogoutOutlined /> },
      ]}
      onChoose={(key) => {
        const page = pages.find((p) => p.key === key);
        return void (page ? navigate(page.route) : signOut());
      }}
      data-testid="user-menu"
      // The name shown is the start of the accessible name, so a voice user can say what they see.
      aria-label={`${name}, ${t('userMenu').toLowerCase()}`}
      icon={<UserOutlined />}
    >
      {!compact && <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>}
    </MenuButton>
  );
}
