/** The events a webhook endpoint can ask for (docs/delivery.md, "Webhooks"), named once for server and console. */
export const WEBHOOK_EVENTS = ['published', 'schedule.done', 'schedule.failed', 'rejected'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
