import { Button, Tag, theme } from 'antd';
import { Panel } from '../../common/Panel';
import { Typography } from '../../common/Typography';
import { tReview } from '../../../shared/reviewMessages';
import { showDateTime } from '../../../shared/rules/timeDisplay';
import { SCHEDULE_STATE_COLOR, scheduleStateMessage, type Schedule } from '../../rules/schedules';

interface ScheduleListProps {
  schedules: Schedule[];
  timeZone: string;
  /** Set for checkers: cancel a schedule that has not run. */
  onCancel?: (id: number) => void;
  cancelling?: number;
}

/** The scope's scheduled publishes: when, who, state; a failure with its reason; cancel for checkers. */
export function ScheduleList({ schedules, timeZone, onCancel, cancelling }: ScheduleListProps) {
  const { token } = theme.useToken();
  if (schedules.length === 0) return null;
  return (
    <Panel small title={tReview('schedulesTitle')} style={{ marginBottom: 16 }} data-testid="schedules">
      {/* A plain list: antd's List brings its pager, and with it the whole Select, to every Pending Review. */}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {schedules.map((s, index) => (
          <li
            key={s.schedule_id}
            data-testid={`schedule-${s.schedule_id}`}
            style={{
              display: 'flex',
              alignItems: 'center',
              flexWrap: 'wrap',
              gap: 8,
              padding: '8px 0',
              borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}`,
            }}
          >
            <Tag color={SCHEDULE_STATE_COLOR[s.state]}>{tReview(scheduleStateMessage(s.state))}</Tag>
            <Typography.Text>
              {tReview('scheduleLine', { time: showDateTime(s.publish_at, timeZone), name: s.created_by_name ?? '' })}
            </Typography.Text>
            {s.reason && s.state === 'failed' && <Typography.Text type="danger">{s.reason}</Typography.Text>}
            {(s.skipped ?? []).length > 0 && (
              <Typography.Text type="warning" data-testid={`skipped-${s.schedule_id}`} style={{ flexBasis: '100%' }}>
                {tReview('scheduleSkipped')}: {(s.skipped ?? []).map((k) => k.message ?? `#${k.block_id} (${k.reason})`).join(' ')}
              </Typography.Text>
            )}
            {onCancel && s.state === 'scheduled' && (
              <Button
                size="small"
                style={{ marginInlineStart: 'auto' }}
                loading={cancelling === s.schedule_id}
                onClick={() => onCancel(s.schedule_id)}
              >
                {tReview('scheduleCancel')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
