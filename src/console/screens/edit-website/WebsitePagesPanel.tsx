import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import type { KeyboardEvent } from 'react';
import { InlineAlert } from '../../common/InlineAlert';
import { Spinner } from '../../common/Spinner';
import { Typography } from '../../common/Typography';
import { t } from '../../../shared/messages';
import { tWebsite } from '../../../shared/websiteMessages';
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
      aria-label={tWebsite('websitePages')}
      style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: '8px 0' }}
    >
      <Flex justify="space-between" align="center" style={{ padding: '0 12px 0 24px' }}>
        <Typography.Text type="secondary" style={{ textTransform: 'uppercase', fontSize: token.fontSizeSM }}>
          {tWebsite('websitePages')}
        </Typography.Text>
        <Flex align="center" gap={4}>
          {busy && <Spinner size={14} label={t('loading')} />}
          <Button
            type="text"
            size="small"
            icon={<ReloadOutlined />}
            aria-label={tWebsite('websitePagesRefresh')}
            disabled={busy}
            onClick={onRefresh}
          />
        </Flex>
      </Flex>
      {error && (
        <div style={{ margin: 12 }}>
          <InlineAlert type="error" title={error} />
        </div>
      )}
      {pages && pages.length === 0 && (
        <Typography.Paragraph type="secondary" style={{ padding: '8px 24px', margin: 0 }}>
          {tWebsite('websitePagesEmpty')}
        </Typography.Paragraph>
      )}
      {pages && pages.length > 0 && (
        <div style={{ maxHeight: '50vh', overflowY: 'auto' }}>
          <PagesMenu pages={pages} activeUrl={activeUrl} onSelect={onSelect} />
        </div>
      )}
    </nav>
  );
}

/**
 * The pages as a menu drawn like the sidebar's links (the chosen one marked current): a click,
 * Enter or Space chooses; the arrow keys, Home and End move between pages, and Tab enters at the
 * chosen one. antd's Menu brought its overflow, popup and motion packages (≈ 10 kB) for this list.
 */
function PagesMenu({
  pages,
  activeUrl,
  onSelect,
}: {
  pages: ListedPage[];
  activeUrl: string | undefined;
  onSelect: (url: string) => void;
}) {
  const { token } = theme.useToken();
  const entry = pages.some((p) => p.url === activeUrl) ? activeUrl : pages[0]?.url;
  const move = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (to === undefined || items.length === 0) return;
    event.preventDefault();
    items[(to + items.length) % items.length]?.focus();
  };
  return (
    <ul role="menu" aria-label={tWebsite('websitePages')} onKeyDown={move} style={{ listStyle: 'none', margin: 0, padding: 4 }}>
      {pages.map((page) => {
        const current = page.url === activeUrl;
        return (
          <li
            key={page.url}
            role="menuitem"
            tabIndex={page.url === entry ? 0 : -1}
            title={page.url}
            aria-current={current ? 'page' : undefined}
            className="console-nav-link"
            onClick={() => onSelect(page.url)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              onSelect(page.url);
            }}
            style={{
              display: 'flex',
              alignItems: 'center',
              minHeight: 40,
              margin: '4px 0',
              padding: '0 24px',
              borderRadius: token.borderRadiusLG,
              cursor: 'pointer',
              background: current ? token.colorPrimaryBg : undefined,
            }}
          >
            {page.active ? (
              <Typography.Text strong style={current ? { color: token.colorPrimary } : undefined}>
                {page.name}
              </Typography.Text>
            ) : (
              <Typography.Text type="secondary">
                {page.name}
                <span style={VISUALLY_HIDDEN}> ({tWebsite('pageInactive')})</span>
              </Typography.Text>
            )}
          </li>
        );
      })}
    </ul>
  );
}
