import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/**
 * One retry for network and server failures only: a 4xx will not change on retry, and a 401
 * has already sent the user to /login. Reads are not refetched on window focus because an
 * edit form must not be replaced under the manager's hands.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
