import { tAccess, type AccessMessageKey } from '../../../shared/accessMessages';
import { WEBHOOK_EVENTS } from '../../../shared/webhookEvents';

export { WEBHOOK_EVENTS };

/** An event's name as the form and the tables say it; an event this console does not know yet keeps its code. */
export function eventLabel(event: string): string {
  return (WEBHOOK_EVENTS as readonly string[]).includes(event) ? tAccess(`webhookEvent_${event}` as AccessMessageKey) : event;
}
