import { AuditOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useNavigate } from 'react-router-dom';
import { t } from '../../../shared/messages';
import { hasPendingInArea, pendingReviewTarget } from '../../rules/pendingReview';
import { useAreaStore } from '../../state/areaStore';
import { useScope } from '../../common/ScopeContext';

/** docs/product.md §2: goes to the first area with pending items; a red alert dot shows when there are some. */
export function PendingReviewButton() {
  const { roles } = useScope();
  const area = useAreaStore((s) => s.area);
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const pending = hasPendingInArea(area, roles.hasPendingBlocks);
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <Button
        data-testid="pending-review-button"
        data-pending={pending}
        icon={<AuditOutlined />}
        onClick={() => void navigate(pendingReviewTarget(area, roles.hasPendingBlocks))}
      >
        {t('pendingReview')}
      </Button>
      {pending && (
        <span
          role="img"
          aria-label={t('pendingItems')}
          data-testid="pending-review-badge"
          style={{
            position: 'absolute',
            top: -3,
            right: -3,
            width: 10,
            height: 10,
            borderRadius: '50%',
            background: token.colorError,
            boxShadow: `0 0 0 2px ${token.colorBgContainer}`,
          }}
        />
      )}
    </span>
  );
}
