import type { Page, Request } from 'playwright-core';

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

/** What recordApiCalls gives back: the calls so far, and a wait for the screen to stop calling. */
export interface ApiRecorder {
  /** Resolves once no call is in flight and none started for `quietMs` (the push stream aside). */
  settled(quietMs?: number, timeoutMs?: number): Promise<void>;
  stop(): ApiCall[];
}

/**
 * Records the page's /api calls (sent and answered times) until stop() is called. Each answer is held
 * back `latencyMs`, as a real network would: calls sent together then overlap by far more than the
 * few milliseconds a busy machine may put between them, while a call that waited for another's answer
 * still starts after it ended — so the count of rounds does not depend on how loaded the machine is.
 * The server-sent-events stream is left out: it is a push channel that never ends, not content.
 */
export async function recordApiCalls(page: Page, latencyMs = 200): Promise<ApiRecorder> {
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, latencyMs));
      await route.continue().catch(() => undefined);
    },
  );
  const calls: ApiCall[] = [];
  const started = new Map<Request, number>();
  let lastActivity = Date.now();
  const onRequest = (request: Request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/') || request.resourceType() === 'eventsource') return;
    started.set(request, Date.now());
    lastActivity = Date.now();
  };
  const onDone = (request: Request) => {
    const start = started.get(request);
    if (start === undefined) return;
    started.delete(request);
    lastActivity = Date.now();
    calls.push({ url: request.url(), start, end: lastActivity });
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  return {
    async settled(quietMs = 800, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (started.size > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) throw new Error(`API calls still in flight: ${[...started.keys()].map((r) => r.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop() {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
      // The test may close the page before this settles: that is no failure of the screen under test.
      page.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => undefined);
      return calls;
    },
  };
}
