import type { Id } from './types';

/** Query keys in one place so mutations can invalidate what they change. */
export const queryKeys = {
  client: (clientId?: Id) => ['client', clientId ?? 'default'] as const,
  websites: (clientId?: Id) => ['client', clientId ?? 'default', 'websites'] as const,
  /** Under client(): invalidating the client (after a save, a publish) refreshes the session too. */
  session: ['client', 'default', 'session'] as const,
};
