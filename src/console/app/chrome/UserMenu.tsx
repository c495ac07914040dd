import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router-dom';
import { t } from '../../../shared/messages';
import { ROUTES } from '../../../shared/rules/routes';
import { useMe } from '../../api/auth';
import { useSignOut } from '../useSignOut';

/** docs/product.md §2 user menu: Settings (/settings) and Sign out (to /login). */
export function UserMenu() {
  const me = useMe();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const name = me.data?.name || me.data?.email || t('account');
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'settings', label: t('settings'), icon: <SettingOutlined /> },
          { key: 'sign-out', label: t('signOut'), icon: <LogoutOutlined /> },
        ],
        onClick: ({ key }) => void (key === 'settings' ? navigate(ROUTES.settings) : signOut()),
      }}
    >
      {/* The name shown is the start of the accessible name, so a voice user can say what they see. */}
      <Button data-testid="user-menu" aria-label={`${name}, ${t('userMenu').toLowerCase()}`} aria-haspopup="menu" icon={<UserOutlined />}>
        <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
      </Button>
    </Dropdown>
  );
}
