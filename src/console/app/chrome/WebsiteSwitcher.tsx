import { CheckOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { t } from '../../../shared/messages';
import { websiteLabel } from '../../api/types';
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
    <Dropdown
      trigger={['click']}
      menu={{
        items: websites.map((w) => ({
          key: String(w.website_id),
          label: websiteLabel(w),
          icon: String(w.website_id) === activeId ? <CheckOutlined /> : <span style={{ display: 'inline-block', width: 14 }} />,
        })),
        selectable: true,
        selectedKeys: [activeId],
        onClick: ({ key }) => void switchWebsite(key),
        style: { maxHeight: '50vh', overflowY: 'auto' },
      }}
    >
      <Button data-testid="website-switcher" aria-label={`${t('website')}: ${websiteLabel(website)}`} aria-haspopup="menu">
        <span style={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' }}>{websiteLabel(website)}</span>
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
