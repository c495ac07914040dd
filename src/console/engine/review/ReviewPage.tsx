import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex } from 'antd';
import { Typography } from '../../common/Typography';
import { Link, useLocation } from 'react-router-dom';
import type { Area } from '../../../shared/enums';
import { t } from '../../../shared/messages';
import { tReview } from '../../../shared/reviewMessages';
import { previewOfRecord, previewSrc } from '../../rules/previewSrc';
import { areaHome, isClientWide, reviewAreaLabel, reviewAreaOf, reviewParams, type ReviewParams } from '../../rules/reviewScope';
import { errorMessage } from '../../api/client';
import { websiteLabel } from '../../api/types';
import { useScope } from '../../common/ScopeContext';
import { LoadingScreen } from '../../common/LoadingScreen';
import { Notice } from '../../common/Notice';
import { PageTitle } from '../../common/PageTitle';
import { useRegistry } from '../RegistryContext';
import { ReviewGroup, type ChangeActions } from './ReviewGroup';
import { PublishAtButton } from './PublishAtButton';
import { ScheduleList } from './ScheduleList';
import { useReviewController } from './useReviewController';

// The reject dialog (antd's Form) loads with the first Reject, not with every Pending Review.
const RejectModal = lazy(() => import('./RejectModal').then((m) => ({ default: m.RejectModal })));

export interface ReviewPageProps {
  /** The asset area to review; by default read from the route (/check/<tab>/pending-entities). */
  area?: Area;
}

/**
 * Pending Review (docs/product.md §2, docs/review-flow.md): the changes of one asset area waiting for a checker,
 * grouped by kind, each with its field-by-field diff, kept true while open (the event stream
 * refreshes it; what arrives or changes meanwhile is marked). Checkers publish or reset the
 * changes they tick — each at the version shown, never one they wrote — or one change, or reject
 * one with a reason; everyone else sees them read-only.
 */
export function ReviewPage({ area: given }: ReviewPageProps) {
  const { pathname } = useLocation();
  const scope = useScope();
  const area = given ?? reviewAreaOf(pathname);
  if (area === undefined) return <Notice status="error" title={t('invalidRoute', { path: pathname })} />;
  const params = reviewParams(area, scope.clientId, scope.websiteId);
  const heading = (
    <header style={{ marginBottom: 16 }}>
      <PageTitle>{tReview('reviewTitle', { area: reviewAreaLabel(area) })}</PageTitle>
      <Typography.Text type="secondary">
        {isClientWide(area) || scope.website === undefined ? scope.client.client_full_name : websiteLabel(scope.website)}
      </Typography.Text>
    </header>
  );
  if (params === null) {
    return (
      <>
        {heading}
        <Notice status="info" title={tReview('noWebsiteToReview')} nested />
      </>
    );
  }
  // Keyed by scope so a website switch starts clean (no stale problems or open reject dialog).
  return <ReviewBoard key={JSON.stringify(params)} area={area} params={params} heading={heading} />;
}

function firstPreview(
  websiteId: string | number,
  groups: readonly { blocks: readonly { kind: string; record_id: number | string }[] }[],
): string {
  const first = groups[0]?.blocks[0];
  return first ? previewOfRecord(websiteId, first.kind, first.record_id) : previewSrc(websiteId, '/');
}

interface ReviewBoardProps {
  area: Area;
  params: ReviewParams;
  heading: ReactNode;
}

function ReviewBoard({ area, params, heading }: ReviewBoardProps) {
  const scope = useScope();
  const registry = useRegistry();
  const board = useReviewController(area, params);
  const { actions, timed, timeZone, canAct, count, chosen, rejecting } = board;
  // Mounted from the first Reject on, so it can close with its animation and give the focus back.
  const [rejectUsed, setRejectUsed] = useState(false);
  if (rejecting && !rejectUsed) setRejectUsed(true);
  const label = reviewAreaLabel(area);

  let body: ReactNode;
  if (board.body === 'loading') body = <LoadingScreen />;
  else if (board.body === 'error') {
    body = (
      <Notice
        status="error"
        title={errorMessage(board.blocks.error, tReview('reviewLoadFailed'))}
        extra={<Button onClick={() => void board.blocks.refetch()}>{t('reload')}</Button>}
      />
    );
  } else if (board.body === 'nothing pending') {
    body = (
      <Notice
        status="info"
        title={tReview('nothingPending')}
        text={tReview('nothingPendingHint', { area: label })}
        extra={<Link to={areaHome(area, board.landing)}>{tReview('backToArea', { area: label })}</Link>}
        data-testid="review-empty"
      />
    );
  } else {
    const changeActions: ChangeActions | undefined = canAct
      ? { onToggle: board.tick, onPublish: board.publishOne, onReject: board.setRejecting, busy: actions.busy }
      : undefined;
    body = board.groups.map((group) => (
      <ReviewGroup
        key={group.kind}
        group={group}
        schema={registry.find(group.kind)?.schema}
        look={board.look}
        isOwn={board.isOwn}
        onOpen={board.open}
        actions={changeActions}
      />
    ));
  }

  return (
    <div data-testid={`review-${area}`}>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        {heading}
        {count > 0 && !isClientWide(area) && scope.websiteId !== undefined && (
          // The preview renders the working copy, so a checker sees the whole change-set in place before publishing.
          // It opens on the page showing the first change (a form on a page: that page), not always the home page.
          <Button icon={<ExportOutlined />} href={firstPreview(scope.websiteId, board.groups)} target="_blank" rel="noopener noreferrer">
            {tReview('reviewPreview')}
          </Button>
        )}
      </Flex>
      {canAct && count > 0 && (
        <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }} data-testid="review-toolbar">
          <Checkbox
            checked={board.selectable > 0 && chosen.length === board.selectable}
            indeterminate={chosen.length > 0 && chosen.length < board.selectable}
            disabled={board.selectable === 0}
            onChange={(e) => board.tickAll(e.target.checked)}
          >
            {tReview('reviewChooseAll', { count: board.selectable })}
          </Checkbox>
          <Button type="primary" loading={actions.publishing} disabled={actions.busy || chosen.length === 0} onClick={board.publishChosen}>
            {tReview('publishChosen', { count: chosen.length })}
          </Button>
          <PublishAtButton
            count={chosen.length}
            timeZone={timeZone}
            busy={actions.busy || timed.schedule.isPending || chosen.length === 0}
            onSchedule={board.schedule}
          />
          <Button danger loading={actions.resetting} disabled={actions.busy || chosen.length === 0} onClick={board.resetChosen}>
            {tReview('resetChosen', { count: chosen.length })}
          </Button>
        </Flex>
      )}
      {!canAct && count > 0 && (
        <Alert type="info" showIcon title={tReview('reviewReadOnly', { area: label })} style={{ marginBottom: 16 }} />
      )}
      {board.marked > 0 && (
        <Alert
          type="warning"
          showIcon
          title={tReview('reviewMarked', { count: board.marked })}
          style={{ marginBottom: 16 }}
          data-testid="review-marked"
        />
      )}
      {board.own > 0 && <Alert type="info" showIcon title={tReview('reviewOwnNote', { count: board.own })} style={{ marginBottom: 16 }} />}
      {actions.refusal.problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={tReview('publishBlocked')}
          description={
            <>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {actions.refusal.problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
              {board.needed.length > 0 && (
                <Button size="small" style={{ marginTop: 8 }} onClick={board.tickNeeded}>
                  {tReview('reviewChooseNeeded', { count: board.needed.length })}
                </Button>
              )}
            </>
          }
          closable={{ onClose: actions.clearRefusal }}
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
          <RejectModal block={rejecting} busy={actions.rejecting} onSubmit={actions.rejectOne} onClose={() => board.setRejecting(null)} />
        </Suspense>
      )}
    </div>
  );
}
