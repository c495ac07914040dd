import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/helpers/browser';
import { startServer } from '../tests/e2e/helpers/server';

/**
 * `npm run bench:first-row`: where a cold load of the courses list spends its time, on the built
 * console (`npm run build` first) and a fresh database, each load in a new Chromium with the HTTP
 * cache off, as ../shared/peers/measure.mjs loads it. A diagnostic, with no budget: the budget is
 * the ratio to react-admin, which only that harness measures (bench/PEERS.md). Per load: the
 * page's first byte and last byte, the stylesheet's end (the first frame waits for it), when the
 * first row is in the document with a box (the harness's probe: checked at each DOM change), and
 * the animation frame after it, which is the harness's "ready"; then long tasks before ready.
 * The server (tests/e2e/helpers/server.ts) runs in this process: compare loads of one run only.
 */
const LOADS = Number(process.env.LOADS ?? 10);
const LIST = '/make/entities/programs';

/** The harness's probe (measure.mjs readyProbe), plus the long tasks; a string, run as it is in the page. */
const PROBE = `(() => {
  const t = { dom: null, frame: null, long: [] };
  window.__firstRow = t;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) t.long.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
  const found = () => [...document.querySelectorAll('tbody tr')].some((row) => { const r = row.getBoundingClientRect(); return r.width > 0 && r.height > 0; });
  const seen = new MutationObserver(() => {
    if (t.dom !== null || !found()) return;
    t.dom = performance.now();
    seen.disconnect();
    requestAnimationFrame(() => (t.frame = performance.now()));
  });
  seen.observe(document, { childList: true, subtree: true, characterData: true });
})()`;

interface Load {
  firstByte: number;
  lastByte: number;
  stylesheetEnd: number;
  rowInDocument: number;
  ready: number;
  longTasksBeforeReady: number;
}

async function measure(page: Page): Promise<Load> {
  await page.waitForFunction(() => (window as unknown as { __firstRow: { frame: number | null } }).__firstRow.frame !== null);
  return page.evaluate(() => {
    const t = (window as unknown as { __firstRow: { dom: number; frame: number; long: [number, number][] } }).__firstRow;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const sheets = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.endsWith('.css'));
    return {
      firstByte: nav.responseStart,
      lastByte: nav.responseEnd,
      stylesheetEnd: Math.max(0, ...sheets.map((e) => e.responseEnd)),
      rowInDocument: t.dom,
      ready: t.frame,
      longTasksBeforeReady: t.long.filter(([start]) => start < t.frame).reduce((sum, [, duration]) => sum + duration, 0),
    };
  });
}

const server = await startServer();
const signIn = await fetch(`${server.url}/api/cms/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'owner@example.com', password: 'demo-password' }),
});
const cookies = signIn.headers.getSetCookie().map((header) => {
  const [pair = ''] = header.split(';');
  const at = pair.indexOf('=');
  return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url };
});
const loads: Load[] = [];
try {
  for (let i = 0; i < LOADS; i++) {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 768 } });
      await context.addCookies(cookies);
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
      await page.addInitScript(PROBE);
      await page.goto(LIST, { waitUntil: 'commit' });
      loads.push(await measure(page));
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.close();
}
const rounded = loads.map((load) => Object.fromEntries(Object.entries(load).map(([key, ms]) => [`${key} ms`, Math.round(ms)])));
const median = (key: keyof Load) => {
  const sorted = loads.map((load) => load[key]).sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? Number.NaN);
};
console.table(rounded);
console.log(
  `median ready ${median('ready')} ms (first row in the document ${median('rowInDocument')} ms, stylesheet ${median('stylesheetEnd')} ms, page ${median('lastByte')} ms)`,
);
