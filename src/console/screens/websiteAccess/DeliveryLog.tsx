import { useState } from 'react';
import { Button, Drawer, Flex, Tag } from 'antd';
import { tAccess, type AccessMessageKey } from '../../../shared/accessMessages';
import { t } from '../../../shared/messages';
import { showDateTime } from '../../../shared/rules/timeDisplay';
import { errorMessage } from '../../api/client';
import type { Id } from '../../api/types';
import { DiffTable, type DiffTableRow } from '../../common/DiffTable';
import { LoadingScreen } from '../../common/LoadingScreen';
import { Notice } from '../../common/Notice';
import { Typography } from '../../common/Typography';
import { useDeliveries, type Delivery, type Webhook } from './accessApi';
import { eventLabel } from './webhookEvents';

interface DeliveryLogProps {
  clientId: Id;
  websiteId: Id;
  zone: string;
  /** The endpoint whose log is shown (the last one opened, while the drawer closes). */
  webhook: Webhook | null;
  open: boolean;
  onClose: () => void;
}

const PAGE_SIZE = 20;
const STATE_COLOURS = { pending: 'gold', delivered: 'green', failed: 'red' } as const;

/** An endpoint's delivery log in a drawer over the page: the log is for when something went wrong, not for every visit. */
export function DeliveryLog({ webhook, open, onClose, ...scope }: DeliveryLogProps) {
  return (
    <Drawer open={open} onClose={onClose} size={820} destroyOnHidden title={`${tAccess('webhookLog')}: ${webhook?.url ?? ''}`}>
      {webhook && <Deliveries key={webhook.id} endpoint={webhook.id} {...scope} />}
    </Drawer>
  );
}

/**
 * Every attempt of every delivery, newest delivery first, each delivery's latest attempt at its
 * top with the Redeliver button; an HTTP status when the endpoint answered, else why it did not.
 */
function Deliveries({ clientId, websiteId, zone, endpoint }: { clientId: Id; websiteId: Id; zone: string; endpoint: Id }) {
  const [page, setPage] = useState(1);
  const { log, redeliver } = useDeliveries(clientId, websiteId, endpoint, page, PAGE_SIZE);
  if (log.isPending) return <LoadingScreen />;
  if (log.isError)
    return <Notice nested status="error" title={errorMessage(log.error, t('fetchFailed', { what: tAccess('webhookLog') }))} />;
  const deliveries = log.data.data ?? [];
  if (deliveries.length === 0) return <Typography.Text type="secondary">{tAccess('deliveriesNone')}</Typography.Text>;
  const total = Number((log.data.meta as { total?: number } | undefined)?.total ?? 0);

  const rowsOf = (delivery: Delivery): DiffTableRow[] => {
    const state = <Tag color={STATE_COLOURS[delivery.state]}>{tAccess(`deliveryState_${delivery.state}` as AccessMessageKey)}</Tag>;
    const again = (
      <Button
        key="again"
        size="small"
        loading={redeliver.isPending && redeliver.variables?.delivery_id === delivery.delivery_id}
        onClick={() => redeliver.mutate(delivery)}
        aria-label={`${tAccess('deliveryRedeliver')} #${delivery.delivery_id}`}
      >
        {tAccess('deliveryRedeliver')}
      </Button>
    );
    const event = eventLabel(delivery.event);
    // A delivery not tried yet has no attempt: one row says so, so it can still be sent again.
    if (delivery.attempts.length === 0)
      return [
        {
          key: `${delivery.delivery_id}`,
          title: showDateTime(delivery.created_at, zone),
          cells: [event, tAccess('deliveryNotTried'), '', '', state, again],
        },
      ];
    return [...delivery.attempts]
      .sort((a, b) => b.attempt - a.attempt)
      .map((attempt, i) => ({
        key: `${delivery.delivery_id}-${attempt.attempt}`,
        title: showDateTime(attempt.at, zone),
        cells: [
          event,
          attempt.status_code !== null ? String(attempt.status_code) : (attempt.error ?? tAccess('accessNone')),
          attempt.duration_ms !== null ? String(attempt.duration_ms) : '',
          String(attempt.attempt),
          i === 0 ? state : '',
          i === 0 ? again : '',
        ],
      }));
  };

  return (
    <>
      <DiffTable
        label={tAccess('webhookLog')}
        headers={[
          tAccess('deliveryTime'),
          tAccess('deliveryEvent'),
          tAccess('deliveryStatus'),
          tAccess('deliveryDuration'),
          tAccess('deliveryAttempt'),
          tAccess('deliveryState'),
          '',
        ]}
        rows={deliveries.flatMap(rowsOf)}
      />
      {total > PAGE_SIZE && (
        <Flex gap={8} align="center" style={{ marginTop: 12 }}>
          <Button disabled={page === 1} onClick={() => setPage(page - 1)}>
            {tAccess('deliveryNewer')}
          </Button>
          <Button disabled={page * PAGE_SIZE >= total} onClick={() => setPage(page + 1)}>
            {tAccess('deliveryOlder')}
          </Button>
        </Flex>
      )}
    </>
  );
}
