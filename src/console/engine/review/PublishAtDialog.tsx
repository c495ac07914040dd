import { DatePicker, Flex, Modal } from 'antd';
import { Typography } from '../../common/Typography';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { dayOutside, hoursOutside, minutesOutside, publishWindow } from '../../rules/publishWindow';
import { tReview } from '../../../shared/reviewMessages';
import { DATE_TIME_PATTERN, zoneName } from '../../../shared/rules/timeDisplay';
import { fromWallClock } from '../../../shared/rules/wallClock';

interface PublishAtDialogProps {
  count: number;
  timeZone: string;
  busy: boolean;
  onSchedule: (publishAt: string) => Promise<unknown>;
  onClose: () => void;
}

/** The time picker of "Publish at…", on the website's clock with its zone named. */
export function PublishAtDialog({ count, timeZone, busy, onSchedule, onClose }: PublishAtDialogProps) {
  const [picked, setPicked] = useState<Dayjs | null>(null);
  // Taken when the dialog opens: only times from the next minute, within the server's limit, are offered.
  const [offered] = useState(() => publishWindow(new Date(), timeZone));
  const zone = zoneName(timeZone);
  const submit = async () => {
    if (!picked) return;
    const ok = await onSchedule(fromWallClock(picked.format('YYYY-MM-DDTHH:mm:ss'), timeZone)).then(
      () => true,
      () => false,
    );
    if (ok) onClose();
  };
  return (
    <Modal
      open
      title={tReview('publishAtTitle', { count })}
      okText={tReview('publishAtConfirm')}
      okButtonProps={{ disabled: !picked, loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{tReview('publishAtHint', { zone })}</Typography.Paragraph>
      <Flex align="center" gap="small">
        <label htmlFor="publish-at">{tReview('publishAtLabel')}</label>
        <DatePicker
          id="publish-at"
          showTime={{ format: 'hh:mm A', use12Hours: true }}
          format={DATE_TIME_PATTERN}
          value={picked}
          onChange={setPicked}
          disabledDate={(day) => dayOutside(day.format('YYYY-MM-DD'), offered)}
          disabledTime={(day) => {
            const date = day?.format('YYYY-MM-DD') ?? offered.first.day;
            return {
              disabledHours: () => hoursOutside(date, offered),
              disabledMinutes: (hour) => minutesOutside(date, hour, offered),
            };
          }}
          style={{ flex: 1 }}
          aria-describedby="publish-at-zone"
        />
        <Typography.Text type="secondary" id="publish-at-zone">
          {zone}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
