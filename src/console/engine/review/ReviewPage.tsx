import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Space } from 'antd';
import { Typography } from '../../common/Typography';
import { Link, useLocation } from 'react-router-dom';
import type { Area } from '../../../shared/enums';
import { t } from '../../../shared/messages';
import { previewSrc } from '../../rules/previewSrc';
import { groupBlocks, mayReview, type PendingBlock } from '../../rules/reviewBlocks';
import { areaHome, isClientWide, reviewAreaLabel, reviewAreaOf, reviewParams, type ReviewParams } from '../../rules/reviewScope';
import { errorMessage } from '../../api/client';
import { websiteLabel } from '../../api/types';
import { useScope } from '../../common/ScopeContext';
import { LoadingScreen } from '../../common/LoadingScreen';
import { Notice } from '../../common/Notice';
import { PageTitle } from '../../common/PageTitle';
import { useRegistry } from '../RegistryContext';
import { useDeclarations } from '../useDeclarations';
import { useLanding } from '../sidebarItems';
import { ReviewGroup } from './ReviewGroup';
import { usePendingBlocks } from './usePendingBlocks';
import { useReviewActions } from './useReviewActions';
import { useTimeZone } from '../../common/useTimeZone';
import { PublishAtButton } from './PublishAtButton';
import { ScheduleList } from './ScheduleList';
import { useSchedules } from './useSchedules';

// The reject dialog (antd's Form) loads with the first Reject, not with every Pending Review.
const RejectModal = lazy(() => import('./RejectModal').then((m) => ({ default: m.RejectModal })));

export interface ReviewPageProps {
  /** The asset area to review; by default read from the route (/check/<tab>/pending-entities). */
  area?: Area;
}

/**
 * Pending Review (docs/product.md §2, docs/architecture.md §4/§5): the changes of one asset area waiting for a checker,
 * grouped by kind, each with its field-by-field diff. Checkers publish or reset them all, or
 * reject one with a reason; everyone else sees them read-only.
 */
export function ReviewPage({ area: given }: ReviewPageProps) {
  const { pathname } = useLocation();
  const scope = useScope();
  const area = given ?? reviewAreaOf(pathname);
  if (area === undefined) return <Notice status="error" title={t('invalidRoute', { path: pathname })} />;
  const params = reviewParams(area, scope.clientId, scope.websiteId);
  const heading = (
    <header style={{ marginBottom: 16 }}>
      <PageTitle>{t('reviewTitle', { area: reviewAreaLabel(area) })}</PageTitle>
      <Typography.Text type="secondary">
        {isClientWide(area) || scope.website === undefined ? scope.client.client_full_name : websiteLabel(scope.website)}
      </Typography.Text>
    </header>
  );
  if (params === null) {
    return (
      <>
        {heading}
        <Notice status="info" title={t('noWebsiteToReview')} nested />
      </>
    );
  }
  // Keyed by scope so a website switch starts clean (no stale problems or open reject dialog).
  return <ReviewBoard key={JSON.stringify(params)} area={area} params={params} heading={heading} />;
}

interface ReviewBoardProps {
  area: Area;
  params: ReviewParams;
  heading: ReactNode;
}

function ReviewBoard({ area, params, heading }: ReviewBoardProps) {
  const scope = useScope();
  const landing = useLanding(scope.useCase);
  const blocks = usePendingBlocks(params);
  const actions = useReviewActions(params);
  const timeZone = useTimeZone();
  const timed = useSchedules(params, timeZone);
  const [rejecting, setRejecting] = useState<PendingBlock | null>(null);
  // Mounted from the first Reject on, so it can close with its animation and give the focus back.
  const [rejectUsed, setRejectUsed] = useState(false);
  if (rejecting && !rejectUsed) setRejectUsed(true);
  const registry = useRegistry();
  const groups = useMemo(() => groupBlocks(blocks.data ?? [], (kind) => registry.find(kind)?.label.many), [blocks.data, registry]);
  // The diffs read each kind's field titles and formats: the whole declarations of the kinds shown.
  useDeclarations(groups.map((group) => group.kind));
  const canAct = mayReview(scope.roles.isChecker, area);
  const count = blocks.data?.length ?? 0;
  const label = reviewAreaLabel(area);

  let body: ReactNode;
  if (blocks.isPending) body = <LoadingScreen />;
  else if (blocks.isError) {
    body = (
      <Notice
        status="error"
        title={errorMessage(blocks.error, t('reviewLoadFailed'))}
        extra={<Button onClick={() => void blocks.refetch()}>{t('reload')}</Button>}
      />
    );
  } else if (count === 0) {
    body = (
      <Notice
        status="info"
        title={t('nothingPending')}
        text={t('nothingPendingHint', { area: label })}
        extra={<Link to={areaHome(area, landing)}>{t('backToArea', { area: label })}</Link>}
        data-testid="review-empty"
      />
    );
  } else {
    body = groups.map((group) => (
      <ReviewGroup key={group.kind} group={group} schema={registry.find(group.kind)?.schema} onReject={canAct ? setRejecting : undefined} />
    ));
  }

  return (
    <div data-testid={`review-${area}`}>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        {heading}
        {count > 0 && (
          <Space wrap>
            {/* The preview renders the working copy, so a checker sees the whole change-set in place before publishing. */}
            {!isClientWide(area) && scope.websiteId !== undefined && (
              <Button icon={<ExportOutlined />} href={previewSrc(scope.websiteId, '/')} target="_blank" rel="noopener noreferrer">
                {t('reviewPreview')}
              </Button>
            )}
            {canAct && (
              <>
                <Button type="primary" loading={actions.publishing} disabled={actions.busy} onClick={() => void actions.publishAll(count)}>
                  {t('publishAll')}
                </Button>
                <PublishAtButton
                  count={count}
                  timeZone={timeZone}
                  busy={actions.busy || timed.schedule.isPending}
                  onSchedule={(at) => timed.schedule.mutateAsync(at)}
                />
                <Button danger loading={actions.resetting} disabled={actions.busy} onClick={() => void actions.resetAll(count)}>
                  {t('resetAll')}
                </Button>
              </>
            )}
          </Space>
        )}
      </Flex>
      {!canAct && count > 0 && <Alert type="info" showIcon title={t('reviewReadOnly', { area: label })} style={{ marginBottom: 16 }} />}
      {actions.problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={t('publishBlocked')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {actions.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          }
          closable={{ onClose: actions.clearProblems }}
          style={{ marginBottom: 16 }}
          data-testid="publish-problems"
        />
      )}
      <ScheduleList
        schedules={timed.schedules}
        timeZone={timeZone}
        onCancel={canAct ? (id) => void timed.cancel.mutateAsync(id).catch(() => undefined) : undefined}
        cancelling={timed.cancel.isPending ? timed.cancel.variables : undefined}
      />
      {body}
      {canAct && rejectUsed && (
        <Suspense fallback={null}>
          <RejectModal block={rejecting} busy={actions.rejecting} onSubmit={actions.rejectOne} onClose={() => setRejecting(null)} />
        </Suspense>
      )}
    </div>
  );
}
