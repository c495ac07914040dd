import { formatMessage, type ErrorParams } from './errors';

/**
 * The message catalogue's part for the Website access page (src/shared/messages.ts holds the rest,
 * in the same form, and src/shared/teamMessages.ts the other owners' pages): it loads with that
 * screen only, so the strings every route downloads with the chrome stay within the routes' size
 * budgets (bench/bundles.ts).
 */
export const accessMessages = {
  accessIntro:
    'How other systems reach {website}: API tokens for its delivery API, and webhooks that tell your servers when something happens.',
  accessOwnersOnly: 'Only the owners of your organisation can manage website access.',
  accessWebsite: 'Website',
  accessNoWebsite: 'Your organisation has no website yet.',
  accessChangeFailed: "Couldn't change the website's access :( Please try again later.",
  accessNever: 'Never',
  accessNone: '—',
  accessCopy: 'Copy',
  accessCopied: 'Copied.',
  accessCopyFailed: "Couldn't copy: select the text and copy it yourself.",
  accessShownOnce: 'Copy it now: it will not be shown again. If it is lost, make a new one.',
  accessDone: 'I have copied it',
  tokensTitle: 'API tokens',
  tokensNone: 'No API token yet.',
  tokenCreateTitle: 'Create a token',
  tokenName: 'Name',
  tokenNameHelp: 'Where it is used, e.g. “Public website”. At most 80 characters.',
  tokenExpires: 'Expires',
  tokenExpiresHelp: 'Optional: the token stops working at the end of this day.',
  tokenOrigins: 'Allowed browser origins',
  tokenOriginsHelp: 'Optional: https://host or https://host:port, one per line.',
  tokenOriginsInvalid: 'Not an origin of the form https://host[:port]: {origins}',
  tokenCreated: 'Created',
  tokenLastUsed: 'Last used',
  tokenCreate: 'Create token',
  tokenNew: 'Your new token “{name}”',
  tokenRevoke: 'Revoke',
  tokenRevokeTitle: 'Revoke the token “{name}”?',
  tokenRevokeBody: 'Whatever uses it is refused from now on. This cannot be undone.',
  tokenRevoked: 'Token revoked.',
  webhooksTitle: 'Webhooks',
  webhooksNone: 'No webhook yet.',
  webhookAddTitle: 'Add a webhook',
  webhookUrl: 'URL',
  webhookEvents: 'Events',
  webhookEventsRequired: 'Choose at least one event.',
  webhookAdd: 'Add webhook',
  webhookNew: 'The signing secret of {url}',
  webhookDelete: 'Delete',
  webhookDeleteTitle: 'Delete the webhook to {url}?',
  webhookDeleteBody: 'Nothing more is sent to it. Its delivery log goes with it.',
  webhookDeleted: 'Webhook deleted.',
  webhookLog: 'Delivery log',
  webhookEvent_published: 'Published',
  'webhookEvent_schedule.done': 'Scheduled publishing done',
  'webhookEvent_schedule.failed': 'Scheduled publishing failed',
  webhookEvent_rejected: 'Change rejected',
  deliveriesNone: 'Nothing delivered yet.',
  deliveryTime: 'Time',
  deliveryEvent: 'Event',
  deliveryStatus: 'Status',
  deliveryDuration: 'Duration (ms)',
  deliveryAttempt: 'Attempt',
  deliveryState: 'State',
  deliveryNotTried: 'Not tried yet',
  deliveryState_pending: 'Pending',
  deliveryState_delivered: 'Delivered',
  deliveryState_failed: 'Failed',
  deliveryRedeliver: 'Redeliver',
  deliveryRedelivered: 'Sent again, as a new delivery.',
  deliveryNewer: 'Newer',
  deliveryOlder: 'Older',
};

export type AccessMessageKey = keyof typeof accessMessages;

export function tAccess(key: AccessMessageKey, params?: ErrorParams): string {
  return formatMessage(accessMessages[key], params);
}
