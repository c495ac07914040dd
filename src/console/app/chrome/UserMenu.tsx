import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { t } from '../../../shared/messages';
import { ROUTES } from '../../../shared/rules/routes';
import { useMe } from '../../api/auth';
import { MenuButton } from '../../common/MenuButton';
import { useSignOut } from '../useSignOut';

/** docs/product.md §2 user menu: Settings (/settings) and Sign out (to /login). */
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
        { key: 'sign-out', label: t('signOut'), icon: <LogoutOutlined /> },
      ]}
      onChoose={(key) => void (key === 'settings' ? navigate(ROUTES.settings) : signOut())}
      data-testid="user-menu"
      // The name shown is the start of the accessible name, so a voice user can say what they see.
      aria-label={`${name}, ${t('userMenu').toLowerCase()}`}
      icon={<UserOutlined />}
    >
      <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
    </MenuButton>
  );
}
