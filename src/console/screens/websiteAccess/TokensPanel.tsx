import { useState, type FormEvent } from 'react';
import { Button, Flex, Input } from 'antd';
import { tAccess } from '../../../shared/accessMessages';
import { t } from '../../../shared/messages';
import { showDateTime } from '../../../shared/rules/timeDisplay';
import { fromWallClock, toWallClock } from '../../../shared/rules/wallClock';
import { errorMessage } from '../../api/client';
import type { Id } from '../../api/types';
import { DiffTable } from '../../common/DiffTable';
import { LoadingScreen } from '../../common/LoadingScreen';
import { Notice } from '../../common/Notice';
import { Panel } from '../../common/Panel';
import { Typography } from '../../common/Typography';
import { confirm } from '../../state/confirmStore';
import { useTokens, type AccessToken } from './accessApi';
import { badOrigins } from './origins';
import { ShownOnce, type Secret } from './ShownOnce';

interface TokensPanelProps {
  clientId: Id;
  websiteId: Id;
  /** The website's zone: dates are picked and shown on its clock (docs/product.md §3). */
  zone: string;
}

const NAME_MAX = 80;
const column = { display: 'flex', flexDirection: 'column', gap: 4 } as const;

/** The website's delivery API tokens: the live ones, revoking one, and making one (shown once). */
export function TokensPanel({ clientId, websiteId, zone }: TokensPanelProps) {
  const { tokens, create, revoke } = useTokens(clientId, websiteId, true);
  const [name, setName] = useState('');
  const [expires, setExpires] = useState('');
  // One origin per line (or separated by spaces or commas): a plain text box keeps this owners-only
  // page from pulling the list pages' tag input into a chunk of its own.
  const [originsText, setOriginsText] = useState('');
  const origins = originsText.split(/[\s,]+/).filter((o) => o !== '');
  const [made, setMade] = useState<Secret | null>(null);
  const wrong = badOrigins(origins);
  const id = `token-${websiteId}`;
  // The last day that may be picked is after today on the website's clock, not the browser's.
  const today = toWallClock(new Date(), zone).slice(0, 10);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '' || wrong.length > 0) return;
    const body = {
      name: name.trim(),
      // The token works through the whole day picked, on the website's clock.
      ...(expires ? { expires_at: fromWallClock(`${expires}T23:59:59`, zone) } : {}),
      ...(origins.length > 0 ? { origins } : {}),
    };
    await create.mutateAsync(body).then(
      (answer) => (
        setMade({ title: tAccess('tokenNew', { name: answer.name }), value: answer.token }),
        setName(''),
        setExpires(''),
        setOriginsText('')
      ),
      () => undefined,
    );
  };
  const askRevoke = async (token: AccessToken) => {
    const ok = await confirm({
      title: tAccess('tokenRevokeTitle', { name: token.name }),
      content: tAccess('tokenRevokeBody'),
      okText: tAccess('tokenRevoke'),
      danger: true,
    });
    if (ok) revoke.mutate(token);
  };

  let list;
  if (tokens.isPending) list = <LoadingScreen />;
  else if (tokens.isError)
    list = <Notice nested status="error" title={errorMessage(tokens.error, t('fetchFailed', { what: tAccess('tokensTitle') }))} />;
  else if (tokens.data.length === 0) list = <Typography.Text type="secondary">{tAccess('tokensNone')}</Typography.Text>;
  else
    list = (
      <DiffTable
        label={tAccess('tokensTitle')}
        headers={[
          tAccess('tokenName'),
          tAccess('tokenOrigins'),
          tAccess('tokenExpires'),
          tAccess('tokenCreated'),
          tAccess('tokenLastUsed'),
          '',
        ]}
        rows={tokens.data.map((token) => ({
          key: String(token.id),
          title: token.name,
          cells: [
            token.origins.length > 0 ? token.origins.join('\n') : tAccess('accessNone'),
            token.expires_at ? showDateTime(token.expires_at, zone) : tAccess('accessNever'),
            showDateTime(token.created_at, zone),
            token.last_used_at ? showDateTime(token.last_used_at, zone) : tAccess('accessNever'),
            <Button
              key="revoke"
              size="small"
              danger
              onClick={() => void askRevoke(token)}
              aria-label={`${tAccess('tokenRevoke')} ${token.name}`}
            >
              {tAccess('tokenRevoke')}
            </Button>,
          ],
        }))}
      />
    );

  return (
    <Panel title={tAccess('tokensTitle')} data-testid="access-tokens" style={{ marginBottom: 24 }}>
      <form onSubmit={(e) => void submit(e)} aria-label={tAccess('tokenCreateTitle')} style={{ marginBottom: 24 }}>
        <Flex wrap gap={12} style={{ marginBottom: 12 }}>
          {/* The hints are outside the labels: they describe the boxes, the labels name them. */}
          <div style={{ ...column, flex: '1 1 240px' }}>
            <label style={column}>
              {tAccess('tokenName')}
              <Input
                required
                maxLength={NAME_MAX}
                value={name}
                onChange={(e) => setName(e.target.value)}
                autoComplete="off"
                aria-describedby={`${id}-name-help`}
              />
            </label>
            <Typography.Text id={`${id}-name-help`} type="secondary">
              {tAccess('tokenNameHelp')}
            </Typography.Text>
          </div>
          <div style={{ ...column, flex: '0 1 200px' }}>
            <label style={column}>
              {tAccess('tokenExpires')}
              <Input
                type="date"
                min={today}
                value={expires}
                onChange={(e) => setExpires(e.target.value)}
                aria-describedby={`${id}-expires-help`}
              />
            </label>
            <Typography.Text id={`${id}-expires-help`} type="secondary">
              {tAccess('tokenExpiresHelp')}
            </Typography.Text>
          </div>
        </Flex>
        {/* Not a wrapping label: the tags' remove buttons would be the first control it names. */}
        <div style={{ ...column, marginBottom: 12 }}>
          <label htmlFor={`${id}-origins`}>{tAccess('tokenOrigins')}</label>
          <Input.TextArea
            id={`${id}-origins`}
            value={originsText}
            onChange={(e) => setOriginsText(e.target.value)}
            autoSize={{ minRows: 1, maxRows: 5 }}
            aria-describedby={`${id}-origins-help`}
          />
          <Typography.Text id={`${id}-origins-help`} type={wrong.length > 0 ? 'danger' : 'secondary'}>
            {wrong.length > 0 ? tAccess('tokenOriginsInvalid', { origins: wrong.join(', ') }) : tAccess('tokenOriginsHelp')}
          </Typography.Text>
        </div>
        <Button type="primary" htmlType="submit" loading={create.isPending} disabled={name.trim() === '' || wrong.length > 0}>
          {tAccess('tokenCreate')}
        </Button>
      </form>
      {list}
      <ShownOnce secret={made} onClose={() => setMade(null)} />
    </Panel>
  );
}
