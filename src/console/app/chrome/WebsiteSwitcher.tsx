import { CheckOutlined, DownOutlined } from '@ant-design/icons';
import { t } from '../../../shared/messages';
import { websiteLabel } from '../../api/types';
import { MenuButton } from '../../common/MenuButton';
import { useScope } from '../../common/ScopeContext';
import { useSwitchWebsite } from './useSwitchWebsite';

/**
 * The website switcher: a menu of the client's websites, the active one checked; the list is
 * at most half the viewport high (docs/product.md §9). A menu rather than a Select keeps the chrome free
 * of the select and form code.
 */
export function WebsiteSwitcher() {
  const { websites, website } = useScope();
  const switchWebsite = useSwitchWebsite();
  if (website === undefined) return null;
  const activeId = String(website.website_id);
  return (
    <MenuButton
      items={websites.map((w) => ({
        key: String(w.website_id),
        label: websiteLabel(w),
        current: String(w.website_id) === activeId,
        icon: String(w.website_id) === activeId ? <CheckOutlined /> : <span style={{ display: 'inline-block', width: 14 }} />,
      }))}
      onChoose={(key) => void switchWebsite(key)}
      menuStyle={{ maxHeight: '50vh', overflowY: 'auto' }}
      data-testid="website-switcher"
      aria-label={`${t('website')}: ${websiteLabel(website)}`}
    >
      <span style={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' }}>{websiteLabel(website)}</span>
      <DownOutlined />
    </MenuButton>
  );
}
