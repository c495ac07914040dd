import { Button, Card, List, Tag } from 'antd';
import { Typography } from '../../common/Typography';
import { t } from '../../../shared/messages';
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
  if (schedules.length === 0) return null;
  return (
    <Card size="small" title={t('schedulesTitle')} style={{ marginBottom: 16 }} data-testid="schedules">
      <List
        size="small"
        dataSource={schedules}
        renderItem={(s) => (
          <List.Item
            data-testid={`schedule-${s.schedule_id}`}
            actions={
              onCancel && s.state === 'scheduled'
                ? [
                    <Button key="cancel" size="small" loading={cancelling === s.schedule_id} onClick={() => onCancel(s.schedule_id)}>
                      {t('scheduleCancel')}
                    </Button>,
                  ]
                : []
            }
          >
            <Tag color={SCHEDULE_STATE_COLOR[s.state]}>{t(scheduleStateMessage(s.state))}</Tag>
            <Typography.Text>
              {t('scheduleLine', { time: showDateTime(s.publish_at, timeZone), name: s.created_by_name ?? '' })}
            </Typography.Text>
            {s.reason && s.state === 'failed' && (
              <Typography.Text type="danger" style={{ marginInlineStart: 8 }}>
                {s.reason}
              </Typography.Text>
            )}
          </List.Item>
        )}
      />
    </Card>
  );
}
