import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex } from 'antd';
import { Typography } from '../../common/Typography';
import { Link, useLocation } from 'react-router-dom';
import type { Area } from '../../../shared/enums';
import { t } from '../../../shared/messages';
import { previewSrc } from '../../rules/previewSrc';
import { changeCount, groupBlocks, mayReview, type PendingBlock } from '../../rules/reviewBlocks';
import { acknowledge, addNeeded, chosenOf, markOf, toggle, toggleAll, wroteIt, type ShownBlock } from '../../rules/reviewSelection';
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
import { ReviewGroup, type ChangeActions } from './ReviewGroup';
import { useReviewLook } from './useReviewLook';
import { useMe } from '../../api/auth';
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
  const me = useMe();
  const landing = useLanding(scope.useCase);
  const blocks = usePendingBlocks(params);
  const actions = useReviewActions(params);
  const timeZone = useTimeZone();
  const timed = useSchedules(params, timeZone);
  const userId = me.data ? Number(me.data.user_id) : undefined;
  const fourEyes = scope.client.settings?.four_eyes !== false;
  const isOwn = useCallback((b: ShownBlock) => wroteIt(b, userId, fourEyes), [userId, fourEyes]);
  const { look, change } = useReviewLook(blocks.data, isOwn);
  const [rejecting, setRejecting] = useState<PendingBlock | null>(null);
  // Mounted from the first Reject on, so it can close with its animation and give the focus back.
  const [rejectUsed, setRejectUsed] = useState(false);
  if (rejecting && !rejectUsed) setRejectUsed(true);
  const registry = useRegistry();
  const shown = useMemo(() => blocks.data ?? [], [blocks.data]);
  const groups = useMemo(() => groupBlocks(shown, (kind) => registry.find(kind)?.label.many), [shown, registry]);
  // The diffs read each kind's field titles and formats: the whole declarations of the kinds shown.
  useDeclarations(groups.map((group) => group.kind));
  const canAct = mayReview(scope.roles.isChecker, area);
  const count = shown.length;
  const label = reviewAreaLabel(area);
  const chosen = chosenOf(shown, look, isOwn);
  const marked = shown.filter((b) => markOf(b, look) !== null).length;
  const own = canAct ? shown.filter(isOwn).length : 0;
  const selectable = shown.filter((b) => !isOwn(b) && markOf(b, look) === null);
  const needed = actions.refusal.needs.filter((id) => shown.some((b) => b.block_id === id && !isOwn(b)));

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
    const changeActions: ChangeActions | undefined = canAct
      ? {
          onToggle: (block, on) => change((l) => toggle(l, block, on, isOwn)),
          onPublish: (block) => void actions.publishChosen([{ block_id: block.block_id, version: block.version }]),
          onReject: setRejecting,
          busy: actions.busy,
        }
      : undefined;
    body = groups.map((group) => (
      <ReviewGroup
        key={group.kind}
        group={group}
        schema={registry.find(group.kind)?.schema}
        look={look}
        isOwn={isOwn}
        onOpen={(block) => change((l) => acknowledge(l, block))}
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
          <Button icon={<ExportOutlined />} href={previewSrc(scope.websiteId, '/')} target="_blank" rel="noopener noreferrer">
            {t('reviewPreview')}
          </Button>
        )}
      </Flex>
      {canAct && count > 0 && (
        <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }} data-testid="review-toolbar">
          <Checkbox
            checked={selectable.length > 0 && chosen.length === selectable.length}
            indeterminate={chosen.length > 0 && chosen.length < selectable.length}
            disabled={selectable.length === 0}
            onChange={(e) => change((l) => toggleAll(l, shown, e.target.checked, isOwn))}
          >
            {t('reviewChooseAll', { count: selectable.length })}
          </Checkbox>
          <Button
            type="primary"
            loading={actions.publishing}
            disabled={actions.busy || chosen.length === 0}
            onClick={() => void actions.publishChosen(chosen)}
          >
            {t('publishChosen', { count: chosen.length })}
          </Button>
          <PublishAtButton
            count={chosen.length}
            timeZone={timeZone}
            busy={actions.busy || timed.schedule.isPending || chosen.length === 0}
            onSchedule={(at) => timed.schedule.mutateAsync({ at, blocks: chosen })}
          />
          <Button
            danger
            loading={actions.resetting}
            disabled={actions.busy || chosen.length === 0}
            onClick={() => void actions.resetChosen(chosen)}
          >
            {t('resetChosen', { count: chosen.length })}
          </Button>
        </Flex>
      )}
      {!canAct && count > 0 && <Alert type="info" showIcon title={t('reviewReadOnly', { area: label })} style={{ marginBottom: 16 }} />}
      {marked > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('reviewMarked', { count: changeCount(marked) })}
          style={{ marginBottom: 16 }}
          data-testid="review-marked"
        />
      )}
      {own > 0 && <Alert type="info" showIcon title={t('reviewOwnNote', { count: own })} style={{ marginBottom: 16 }} />}
      {actions.refusal.problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={t('publishBlocked')}
          description={
            <>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {actions.refusal.problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
              {needed.length > 0 && (
                <Button size="small" style={{ marginTop: 8 }} onClick={() => change((l) => addNeeded(l, shown, needed, isOwn))}>
                  {t('reviewChooseNeeded', { count: changeCount(needed.length) })}
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
          <RejectModal block={rejecting} busy={actions.rejecting} onSubmit={actions.rejectOne} onClose={() => setRejecting(null)} />
        </Suspense>
      )}
    </div>
  );
}
