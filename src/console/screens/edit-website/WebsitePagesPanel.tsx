import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Menu, Spin, theme } from 'antd';
import { Typography } from '../../common/Typography';
import { t } from '../../../shared/messages';
import type { ListedPage } from './useWebsitePages';

/** Read by screen readers, where the weaker colour says nothing. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface WebsitePagesPanelProps {
  pages: ListedPage[] | undefined;
  /** docs/product.md §7: a spinner shows while loading or refetching. */
  busy: boolean;
  error?: string;
  activeUrl: string | undefined;
  onSelect: (url: string) => void;
  onRefresh: () => void;
}

/**
 * docs/product.md §2 Website Pages list, styled as the sidebar's menu and, like the sidebar's lists, at most
 * half the viewport high (docs/product.md §9). Active pages read stronger than inactive ones.
 */
export function WebsitePagesPanel({ pages, busy, error, activeUrl, onSelect, onRefresh }: WebsitePagesPanelProps) {
  const { token } = theme.useToken();
  return (
    <nav
      aria-label={t('websitePages')}
      style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: '8px 0' }}
    >
      <Flex justify="space-between" align="center" style={{ padding: '0 12px 0 24px' }}>
        <Typography.Text type="secondary" style={{ textTransform: 'uppercase', fontSize: token.fontSizeSM }}>
          {t('websitePages')}
        </Typography.Text>
        <Flex align="center" gap={4}>
          {busy && <Spin size="small" aria-label={t('loading')} />}
          <Button
            type="text"
            size="small"
            icon={<ReloadOutlined />}
            aria-label={t('websitePagesRefresh')}
            disabled={busy}
            onClick={onRefresh}
          />
        </Flex>
      </Flex>
      {error && <Alert type="error" showIcon title={error} style={{ margin: 12 }} />}
      {pages && pages.length === 0 && (
        <Typography.Paragraph type="secondary" style={{ padding: '8px 24px', margin: 0 }}>
          {t('websitePagesEmpty')}
        </Typography.Paragraph>
      )}
      {pages && pages.length > 0 && (
        <div style={{ maxHeight: '50vh', overflowY: 'auto' }}>
          <Menu
            mode="inline"
            selectedKeys={activeUrl ? [activeUrl] : []}
            style={{ borderInlineEnd: 'none' }}
            onClick={({ key }) => onSelect(key)}
            items={pages.map((page) => ({
              key: page.url,
              title: page.url,
              label: page.active ? (
                <Typography.Text strong>{page.name}</Typography.Text>
              ) : (
                <Typography.Text type="secondary">
                  {page.name}
                  <span style={VISUALLY_HIDDEN}> ({t('pageInactive')})</span>
                </Typography.Text>
              ),
            }))}
          />
        </div>
      )}
    </nav>
  );
}
