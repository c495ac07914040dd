import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Select } from 'antd';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS } from '../../../shared/auditActions';
import { t } from '../../../shared/messages';
import { tTeam } from '../../../shared/teamMessages';
import { showDateTime } from '../../../shared/rules/timeDisplay';
import { useMe } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { useApi } from '../../api/ApiContext';
import { useScope } from '../../common/ScopeContext';
import { DiffTable } from '../../common/DiffTable';
import { LoadingScreen } from '../../common/LoadingScreen';
import { Notice } from '../../common/Notice';
import { PageTitle } from '../../common/PageTitle';
import { Typography } from '../../common/Typography';
import { useTimeZone } from '../../common/useTimeZone';
import { useTeam } from './teamApi';

interface Entry {
  at: string;
  user_id: number | null;
  user: string | null;
  action: keyof typeof AUDIT_ACTION_LABELS;
  target: Record<string, unknown>;
  address: string | null;
}

const PAGE_SIZE = 25;

/** What an entry was about, as a line: its names and ids, without the JSON punctuation. */
const summary = (target: Record<string, unknown>) =>
  Object.entries(target)
    .filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' · ');

/**
 * /audit (owners): who did what, when and from where, newest first — by person, action and dates,
 * a page at a time, or the whole filter as CSV (src/server/audit/routes.ts).
 */
export function AuditScreen() {
  const api = useApi();
  const scope = useScope();
  const zone = useTimeZone();
  const me = useMe();
  const owner = me.data?.owner === true;
  const { team } = useTeam(scope.clientId, owner);
  const [filter, setFilter] = useState<{ user_id?: number; action?: string; from?: string; to?: string }>({});
  const [page, setPage] = useState(1);
  const query = { client_id: scope.clientId, ...filter };
  const log = useQuery({
    enabled: owner,
    queryKey: ['audit', query, page],
    queryFn: async ({ signal }) =>
      api.get<Entry[]>('/api/cms/audit', {
        query: { ...query, page, max_results: PAGE_SIZE },
        signal,
        fallback: t('fetchFailed', { what: t('auditTitle') }),
      }),
  });
  if (me.data && !owner) return <Notice status="info" title={tTeam('auditOwnersOnly')} />;
  const set = (next: typeof filter) => (setFilter({ ...filter, ...next }), setPage(1));
  const total = Number((log.data?.meta as { total?: number } | undefined)?.total ?? 0);

  let body;
  if (log.isPending) body = <LoadingScreen />;
  else if (log.isError) body = <Notice status="error" title={errorMessage(log.error, t('fetchFailed', { what: t('auditTitle') }))} />;
  else if ((log.data.data ?? []).length === 0) body = <Notice status="info" title={tTeam('auditNone')} />;
  else
    body = (
      <DiffTable
        headers={[tTeam('auditWhen'), tTeam('auditWho'), tTeam('auditAction'), tTeam('auditWhat'), tTeam('auditFrom')]}
        rows={(log.data.data ?? []).map((e, i) => ({
          key: `${e.at}-${i}`,
          title: showDateTime(e.at, zone),
          cells: [e.user ?? tTeam('auditNobody'), AUDIT_ACTION_LABELS[e.action] ?? e.action, summary(e.target), e.address ?? ''],
        }))}
      />
    );

  return (
    <div data-testid="audit">
      <header style={{ marginBottom: 16 }}>
        <PageTitle>{t('auditTitle')}</PageTitle>
        <Typography.Text type="secondary">{tTeam('auditIntro')}</Typography.Text>
      </header>
      <Flex wrap gap={12} align="flex-end" style={{ marginBottom: 16 }}>
        <label style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 200 }}>
          {tTeam('auditWho')}
          <Select
            allowClear
            value={filter.user_id}
            onChange={(v: number | undefined) => set({ user_id: v })}
            options={(team.data ?? []).map((u) => ({ value: u.user_id, label: `${u.name} (${u.email})` }))}
            aria-label={tTeam('auditWho')}
          />
        </label>
        <label style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 200 }}>
          {tTeam('auditAction')}
          <Select
            allowClear
            value={filter.action}
            onChange={(v: string | undefined) => set({ action: v })}
            options={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))}
            aria-label={tTeam('auditAction')}
          />
        </label>
        <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          {tTeam('auditFromDate')}
          <Input type="date" value={filter.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined })} />
        </label>
        <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          {tTeam('auditToDate')}
          <Input type="date" value={filter.to ?? ''} onChange={(e) => set({ to: e.target.value || undefined })} />
        </label>
        <Button href={api.url('/api/cms/audit', { ...query, format: 'csv' })} download>
          {t('csvExport')}
        </Button>
      </Flex>
      {body}
      {total > PAGE_SIZE && (
        <Flex gap={8} align="center" style={{ marginTop: 12 }}>
          <Button disabled={page === 1} onClick={() => setPage(page - 1)}>
            {tTeam('auditNewer')}
          </Button>
          <Typography.Text>{tTeam('auditPage', { page, pages: Math.ceil(total / PAGE_SIZE) })}</Typography.Text>
          <Button disabled={page * PAGE_SIZE >= total} onClick={() => setPage(page + 1)}>
            {tTeam('auditOlder')}
          </Button>
        </Flex>
      )}
    </div>
  );
}
