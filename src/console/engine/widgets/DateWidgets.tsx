import type { KeyboardEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { DatePicker, Flex } from 'antd';
import { Typography } from '../../common/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_PATTERN, DATE_TIME_PATTERN, zoneName } from '../../../shared/rules/timeDisplay';
import { fromWallClock, toWallClock } from '../../../shared/rules/wallClock';
import { useTimeZone } from '../../common/useTimeZone';
import { widgetDisabled } from './widgetDisabled';

/** Enter confirms the picker's choice; it must not also submit the whole form (the browser's implicit submission). */
function keepEnter(event: KeyboardEvent) {
  if (event.key === 'Enter') event.preventDefault();
}

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

/**
 * One picker for dates and date-times, in the formats every other screen uses (docs/product.md §3).
 * A date-time is edited on the website's clock, not the browser's, and the zone is named beside it:
 * a manager abroad and one at home see, and set, the same time. A date is a calendar day: no zone.
 */
function ZonedPicker(props: WidgetProps & { showTime: boolean }) {
  const { id, readonly, autofocus, placeholder, onChange, onBlur, onFocus, showTime } = props;
  const value: unknown = props.value;
  const zone = useTimeZone();
  const text = typeof value === 'string' && value !== '' ? value : undefined;
  const shown = text === undefined ? null : dayjs(showTime ? toWallClock(text, zone) : text);
  const picked = (next: Dayjs | null) => {
    if (!next) return onChange(undefined);
    onChange(showTime ? fromWallClock(next.format(WALL_CLOCK), zone) : next.format('YYYY-MM-DD'));
  };
  const zoneId = `${id}__zone`;
  const picker = (
    <DatePicker
      id={id}
      name={id}
      autoFocus={autofocus}
      disabled={widgetDisabled(props)}
      format={showTime ? DATE_TIME_PATTERN : DATE_PATTERN}
      showTime={showTime ? { format: 'hh:mm A', use12Hours: true } : false}
      placeholder={placeholder || undefined}
      value={shown?.isValid() ? shown : null}
      onChange={readonly ? undefined : picked}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      getPopupContainer={(node) => node.parentElement ?? document.body}
      style={{ width: '100%' }}
      aria-describedby={showTime ? `${ariaDescribedByIds(id)} ${zoneId}` : ariaDescribedByIds(id)}
    />
  );
  return (
    <span onKeyDown={keepEnter} style={{ display: 'block' }}>
      {showTime ? (
        <Flex align="center" gap="small">
          {picker}
          <Typography.Text type="secondary" id={zoneId} data-testid="time-zone" style={{ whiteSpace: 'nowrap' }}>
            {zoneName(zone, shown?.isValid() ? new Date(fromWallClock(shown.format(WALL_CLOCK), zone)) : new Date())}
          </Typography.Text>
        </Flex>
      ) : (
        picker
      )}
    </span>
  );
}

export function DateWidget(props: WidgetProps) {
  return <ZonedPicker {...props} showTime={false} />;
}

export function DateTimeWidget(props: WidgetProps) {
  return <ZonedPicker {...props} showTime />;
}
