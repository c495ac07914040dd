import { useEffect, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tag, theme } from 'antd';
import { t } from '../../../shared/messages';
import { tReview } from '../../../shared/reviewMessages';
import { showDateTime } from '../../../shared/rules/timeDisplay';
import { errorMessage } from '../../api/client';
import { useApi } from '../../api/ApiContext';
import { myChangesQuery } from '../../api/myChangesQuery';
import { websiteLabel } from '../../api/types';
import { useScope } from '../../common/ScopeContext';
import { LoadingScreen } from '../../common/LoadingScreen';
import { Notice } from '../../common/Notice';
import { PageTitle } from '../../common/PageTitle';
import { Panel } from '../../common/Panel';
import { Typography } from '../../common/Typography';
import { useTimeZone } from '../../common/useTimeZone';
import { actionTag, recordLabel } from '../../rules/reviewBlocks';
import { reviewAreaLabel } from '../../rules/reviewScope';
import { splitMyChanges, type MyChange } from '../../rules/myChanges';
import { confirm } from '../../state/confirmStore';
import { flash } from '../../state/flashStore';

/**
 * My changes (docs/review-flow.md): the changes the user sent for review that still wait — each of
 * which they may withdraw — and those a checker rejected, with the reason, who and when. Opening
 * the page counts the rejections as seen.
 */
export function MyChangesPage() {
  const api = useApi();
  const scope = useScope();
  const queryClient = useQueryClient();
  const timeZone = useTimeZone();
  const { token } = theme.useToken();
  const query = myChangesQuery(api, scope.clientId);
  const mine = useQuery(query);
  const seen = useMutation({
    mutationFn: () => api.post('/api/cms/vcs/my_changes/seen', undefined, { query: { client_id: scope.clientId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: query.queryKey }),
  });
  const withdraw = useMutation({
    mutationFn: (change: MyChange) =>
      api.post(
        '/api/cms/vcs/withdraw',
        { block_id: change.block_id, version: change.version, ...(change.website_id ? { website_id: change.website_id } : {}) },
        { query: { client_id: scope.clientId }, fallback: tReview('withdrawFailed') },
      ),
    onSuccess: (_answer, change) => flash.success(tReview('withdrawn', { record: recordLabel(change) })),
    onError: (err) => flash.danger(errorMessage(err, tReview('withdrawFailed'))),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: query.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['vcs', 'blocks'] }),
        queryClient.invalidateQueries({ queryKey: ['resource'] }),
      ]),
  });
  const unseen = mine.data?.unseen ?? 0;
  const { mutate: markSeen } = seen;
  useEffect(() => {
    if (unseen > 0) markSeen();
  }, [unseen, markSeen]);

  const where = (change: MyChange) => {
    const site = scope.websites.find((w) => Number(w.website_id) === Number(change.website_id));
    return site ? `${reviewAreaLabel(change.asset_type_name)} · ${websiteLabel(site)}` : reviewAreaLabel(change.asset_type_name);
  };
  const ask = async (change: MyChange) => {
    const ok = await confirm({
      title: tReview('withdrawTitle', { record: recordLabel(change) }),
      content: tReview('withdrawBody'),
      okText: tReview('withdraw'),
      danger: true,
    });
    if (ok) withdraw.mutate(change);
  };
  const row = (change: MyChange, extra: ReactNode) => {
    const tag = actionTag(change.action);
    return (
      <li
        key={change.block_id}
        data-testid={`my-change-${change.block_id}`}
        style={{ padding: '10px 0', borderTop: `1px solid ${token.colorSplit}` }}
      >
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <Typography.Text strong>{recordLabel(change)}</Typography.Text>
          <Tag color={tag.color}>{tag.label}</Tag>
          <Typography.Text type="secondary">
            {change.kind_label ?? change.kind} · {where(change)} ·{' '}
            <time dateTime={change.created_at}>{showDateTime(change.created_at, timeZone)}</time>
          </Typography.Text>
          {extra}
        </div>
      </li>
    );
  };

  let body;
  if (mine.isPending) body = <LoadingScreen />;
  else if (mine.isError) body = <Notice status="error" title={errorMessage(mine.error, t('myChangesLoadFailed'))} />;
  else {
    const { pending, rejected } = splitMyChanges(mine.data.changes);
    if (pending.length + rejected.length === 0)
      body = <Notice status="info" title={tReview('myChangesNone')} data-testid="my-changes-empty" />;
    else
      body = (
        <>
          {pending.length > 0 && (
            <Panel small title={tReview('myChangesPending')} style={{ marginBottom: 16 }} data-testid="my-changes-pending">
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {pending.map((c) =>
                  row(
                    c,
                    <Button
                      size="small"
                      danger
                      style={{ marginInlineStart: 'auto' }}
                      loading={withdraw.isPending && withdraw.variables?.block_id === c.block_id}
                      onClick={() => void ask(c)}
                      aria-label={`${tReview('withdraw')} ${recordLabel(c)}`}
                    >
                      {tReview('withdraw')}
                    </Button>,
                  ),
                )}
              </ul>
            </Panel>
          )}
          {rejected.length > 0 && (
            <Panel small title={tReview('myChangesRejected')} data-testid="my-changes-rejected">
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {rejected.map((c) =>
                  row(
                    c,
                    <div style={{ flexBasis: '100%' }}>
                      <Typography.Text type="danger">{c.reason}</Typography.Text>{' '}
                      <Typography.Text type="secondary">
                        {tReview('rejectedBy', {
                          name: c.decided_by_name ?? t('aChecker'),
                          time: c.decided_at ? showDateTime(c.decided_at, timeZone) : '',
                        })}
                      </Typography.Text>
                    </div>,
                  ),
                )}
              </ul>
            </Panel>
          )}
        </>
      );
  }
  return (
    <div data-testid="my-changes">
      <header style={{ marginBottom: 16 }}>
        <PageTitle>{tReview('myChangesTitle')}</PageTitle>
        <Typography.Text type="secondary">{tReview('myChangesIntro')}</Typography.Text>
      </header>
      {body}
    </div>
  );
}
