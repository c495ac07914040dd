import { ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { Spinner } from '../../common/Spinner';
import { Typography } from '../../common/Typography';
import { useState } from 'react';
import { tWebsite } from '../../../shared/websiteMessages';

export interface PagePreviewProps {
  src: string;
  name: string;
  /** Changes when something of the page is saved: the frame reloads, so the draft shows. */
  version?: string;
}

/**
 * The selected page in an iframe. docs/product.md §2: selecting a page turns the loading flag on; it goes
 * off when the frame has loaded. Reload remounts the frame, so drafts saved meanwhile show.
 */
export function PagePreview({ src, name, version }: PagePreviewProps) {
  const { token } = theme.useToken();
  const [reloads, setReloads] = useState(0);
  // The frame that last finished loading; any other (a new page, a reload) is still loading.
  const [loaded, setLoaded] = useState<string | null>(null);
  const frameKey = `${src}#${version ?? ''}.${reloads}`;
  const loading = loaded !== frameKey;
  const title = tWebsite('pagePreview', { page: name });

  return (
    <section aria-label={title}>
      <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{tWebsite('pagePreviewDrafts')}</Typography.Text>
        <Flex gap="small">
          <Button size="small" icon={<ReloadOutlined />} disabled={loading} onClick={() => setReloads((n) => n + 1)}>
            {tWebsite('pagePreviewReload')}
          </Button>
          <Button size="small" icon={<ExportOutlined />} href={src} target="_blank" rel="noopener noreferrer">
            {tWebsite('pagePreviewOpen')}
          </Button>
        </Flex>
      </Flex>
      <div
        style={{
          position: 'relative',
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          overflow: 'hidden',
        }}
      >
        <iframe
          key={frameKey}
          src={src}
          title={title}
          onLoad={() => setLoaded(frameKey)}
          style={{ display: 'block', width: '100%', height: '60vh', border: 'none', background: token.colorBgContainer }}
        />
        {loading && (
          <Flex
            role="status"
            vertical
            align="center"
            justify="center"
            gap="small"
            style={{ position: 'absolute', inset: 0, background: token.colorBgMask, color: token.colorTextLightSolid }}
          >
            <Spinner />
            <span>{tWebsite('pagePreviewLoading')}</span>
          </Flex>
        )}
      </div>
    </section>
  );
}
