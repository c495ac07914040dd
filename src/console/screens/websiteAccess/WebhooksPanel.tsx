import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Flex, Input } from 'antd';
import { tAccess } from '../../../shared/accessMessages';
import { t } from '../../../shared/messages';
import { showDateTime } from '../../../shared/rules/timeDisplay';
import { errorMessage } from '../../api/client';
import type { Id } from '../../api/types';
import { DiffTable } from '../../common/DiffTable';
import { LoadingScreen } from '../../common/LoadingScreen';
import { Notice } from '../../common/Notice';
import { Panel } from '../../common/Panel';
import { Typography } from '../../common/Typography';
import { confirm } from '../../state/confirmStore';
import { useWebhooks, type Webhook } from './accessApi';
import { DeliveryLog } from './DeliveryLog';
import { ShownOnce, type Secret } from './ShownOnce';
import { WEBHOOK_EVENTS, eventLabel } from './webhookEvents';

interface WebhooksPanelProps {
  clientId: Id;
  websiteId: Id;
  /** The website's zone: times are shown on its clock (docs/product.md §3). */
  zone: string;
}

/** The website's webhook endpoints: adding one (its signing secret shown once), deleting one, and each one's delivery log. */
export function WebhooksPanel({ clientId, websiteId, zone }: WebhooksPanelProps) {
  const { webhooks, create, remove } = useWebhooks(clientId, websiteId, true);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [made, setMade] = useState<Secret | null>(null);
  // The endpoint whose log was opened last: kept while the drawer closes, so it slides out with its content.
  const [logOf, setLogOf] = useState<Webhook | null>(null);
  const [logOpen, setLogOpen] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (url.trim() === '' || events.length === 0) return;
    await create.mutateAsync({ url: url.trim(), events }).then(
      (answer) => (setMade({ title: tAccess('webhookNew', { url: answer.url }), value: answer.secret }), setUrl(''), setEvents([])),
      () => undefined,
    );
  };
  const askDelete = async (hook: Webhook) => {
    const ok = await confirm({
      title: tAccess('webhookDeleteTitle', { url: hook.url }),
      content: tAccess('webhookDeleteBody'),
      okText: tAccess('webhookDelete'),
      danger: true,
    });
    if (ok) remove.mutate(hook);
  };

  let list;
  if (webhooks.isPending) list = <LoadingScreen />;
  else if (webhooks.isError)
    list = <Notice nested status="error" title={errorMessage(webhooks.error, t('fetchFailed', { what: tAccess('webhooksTitle') }))} />;
  else if (webhooks.data.length === 0) list = <Typography.Text type="secondary">{tAccess('webhooksNone')}</Typography.Text>;
  else
    list = (
      <DiffTable
        label={tAccess('webhooksTitle')}
        headers={[tAccess('webhookUrl'), tAccess('webhookEvents'), tAccess('tokenCreated'), '']}
        rows={webhooks.data.map((hook) => ({
          key: String(hook.id),
          title: hook.url,
          cells: [
            hook.events.map(eventLabel).join('\n'),
            showDateTime(hook.created_at, zone),
            <Flex key="actions" gap={8} wrap>
              <Button size="small" onClick={() => (setLogOf(hook), setLogOpen(true))} aria-label={`${tAccess('webhookLog')} ${hook.url}`}>
                {tAccess('webhookLog')}
              </Button>
              <Button size="small" danger onClick={() => void askDelete(hook)} aria-label={`${tAccess('webhookDelete')} ${hook.url}`}>
                {tAccess('webhookDelete')}
              </Button>
            </Flex>,
          ],
        }))}
      />
    );

  return (
    <Panel title={tAccess('webhooksTitle')} data-testid="access-webhooks">
      <form onSubmit={(e) => void submit(e)} aria-label={tAccess('webhookAddTitle')} style={{ marginBottom: 24 }}>
        <label style={{ display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 12 }}>
          {tAccess('webhookUrl')}
          <Input type="url" required placeholder="https://" value={url} onChange={(e) => setUrl(e.target.value)} autoComplete="off" />
        </label>
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
          <legend style={{ fontSize: 'inherit', marginBottom: 4 }}>{tAccess('webhookEvents')}</legend>
          <Checkbox.Group
            value={events}
            onChange={(chosen) => setEvents(chosen.map(String))}
            options={WEBHOOK_EVENTS.map((e) => ({ value: e, label: eventLabel(e) }))}
          />
          {events.length === 0 && (
            <div>
              <Typography.Text type="secondary">{tAccess('webhookEventsRequired')}</Typography.Text>
            </div>
          )}
        </fieldset>
        <Button type="primary" htmlType="submit" loading={create.isPending} disabled={url.trim() === '' || events.length === 0}>
          {tAccess('webhookAdd')}
        </Button>
      </form>
      {list}
      <ShownOnce secret={made} onClose={() => setMade(null)} />
      <DeliveryLog clientId={clientId} websiteId={websiteId} zone={zone} webhook={logOf} open={logOpen} onClose={() => setLogOpen(false)} />
    </Panel>
  );
}
