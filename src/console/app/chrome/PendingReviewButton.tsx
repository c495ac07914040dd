import { AuditOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { t } from '../../../shared/messages';
import { hasPendingInArea, pendingReviewTarget } from '../../rules/pendingReview';
import { pendingCountFor } from '../../rules/pendingCounts';
import { useRouteArea } from './useRouteArea';
import { usePendingStore } from '../../state/pendingStore';
import { useScope } from '../../common/ScopeContext';
import { VisuallyHidden } from '../../common/VisuallyHidden';

/**
 * docs/product.md §2: a link to the first area with pending items. It shows how many items wait in the
 * current area mode, live (app/usePendingFeed.ts); until the first count arrives, a red dot says
 * that some do.
 */
export function PendingReviewButton({ compact = false }: { compact?: boolean }) {
  const { roles, websiteId } = useScope();
  const area = useRouteArea();
  const counts = usePendingStore((s) => s.counts);
  const target = pendingReviewTarget(area, roles.hasPendingBlocks);
  // A link, drawn as a button: a click goes there in this tab, a middle or Ctrl/Cmd click opens a new one.
  const href = useHref(target);
  const follow = useLinkClickHandler<HTMLAnchorElement>(target);
  const { token } = theme.useToken();
  const count = counts ? pendingCountFor(area, counts, websiteId) : undefined;
  const pending = count === undefined ? hasPendingInArea(area, roles.hasPendingBlocks) : count > 0;
  const label = count === undefined ? t('pendingItems') : t('pendingItemsCount', { count: String(count) });
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <Button
        data-testid="pending-review-button"
        data-pending={pending}
        data-count={count}
        icon={<AuditOutlined />}
        href={href}
        onClick={follow}
      >
        {/* On a phone the words give way to the icon; the link keeps them as its name. */}
        {compact ? <VisuallyHidden>{t('pendingReview')}</VisuallyHidden> : t('pendingReview')}
        {pending && (
          <span
            role="status"
            aria-label={label}
            data-testid="pending-review-badge"
            style={{
              minWidth: count === undefined ? 10 : 20,
              height: count === undefined ? 10 : 20,
              padding: count === undefined ? 0 : '0 6px',
              borderRadius: 10,
              // The darker red keeps white digits above 4.5:1 (WCAG AA).
              background: token.colorErrorActive,
              color: token.colorWhite,
              fontSize: 12,
              lineHeight: '20px',
              fontWeight: 600,
              display: 'inline-block',
              textAlign: 'center',
            }}
          >
            {count === undefined ? null : count > 999 ? '999+' : count}
          </span>
        )}
      </Button>
    </span>
  );
}
