import type { Page } from 'playwright-core';

export interface ApiCall {
  url: string;
  start: number;
  end: number;
}

/**
 * How many rounds of API calls a screen needed: a call belongs to the round after the latest round
 * of the calls that had already answered when it was sent (calls sent together share a round).
 */
export function roundsOf(calls: ApiCall[]): number {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const round = new Map<ApiCall, number>();
  for (const call of sorted) {
    const before = sorted.filter((c) => c !== call && c.end <= call.start).map((c) => round.get(c) ?? 1);
    round.set(call, before.length === 0 ? 1 : Math.max(...before) + 1);
  }
  return Math.max(0, ...round.values());
}

/** Records the page's /api calls (sent and answered times) until stop() is called. */
export function recordApiCalls(page: Page): { stop(): ApiCall[] } {
  const calls: ApiCall[] = [];
  const started = new Map<object, number>();
  const onRequest = (request: { url(): string }) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) started.set(request, Date.now());
  };
  const onFinished = (request: { url(): string }) => {
    const start = started.get(request);
    if (start !== undefined) calls.push({ url: request.url(), start, end: Date.now() });
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  return {
    stop() {
      page.off('request', onRequest);
      page.off('requestfinished', onFinished);
      return calls;
    },
  };
}
