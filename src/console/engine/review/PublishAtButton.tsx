import { ClockCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { tReview } from '../../../shared/reviewMessages';

// The date-time picker loads when a checker asks for it, not with every Pending Review.
const PublishAtDialog = lazy(() => import('./PublishAtDialog').then((m) => ({ default: m.PublishAtDialog })));

interface PublishAtButtonProps {
  count: number;
  timeZone: string;
  busy: boolean;
  onSchedule: (publishAt: string) => Promise<unknown>;
}

/** "Publish at…": a date-time on the website's clock, its zone named; the server checks it is ahead. */
export function PublishAtButton({ count, timeZone, busy, onSchedule }: PublishAtButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ClockCircleOutlined aria-hidden />} disabled={busy} onClick={() => setOpen(true)}>
        {tReview('publishAt')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PublishAtDialog count={count} timeZone={timeZone} busy={busy} onSchedule={onSchedule} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
