import type { Id } from './types';

/** Query keys in one place so mutations can invalidate what they change. */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  client: (clientId?: Id) => ['client', clientId ?? 'default'] as const,
  websites: (clientId?: Id) => ['client', clientId ?? 'default', 'websites'] as const,
};
