import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get } from 'node:http';
import { createGunzip } from 'node:zlib';
import { requestKey, type FirstAnswers } from '../../src/shared/rules/firstAnswers';
import { firstListCall, type FirstCallSession } from '../../src/shared/rules/firstListCall';
import { SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/rules/serverRender';
import { ROUTES } from '../../src/shared/rules/routes';
import { BOOT_END, BOOT_START } from '../../src/server/consolePage/pageHtml';
import { createTestApp, type TestApp } from './helpers/testApp';
import { sampleFor, scopeQuery, type Ctx } from './resources/sample';
import { browserCookies, demoCtx, RENDERER, servedList, servedQueries, servedSession } from './helpers/consolePage';

/**
 * A signed-in list page comes drawn (src/server/consolePage/, src/console/renderPage.tsx): its
 * first render, made from the same first answers the page carries, sits in #root for the browser
 * to hydrate — each visitor's own, also when many ask at once, inert whatever a record holds, and
 * left out (the page still served) whenever the renderer is missing, fails or is slow.
 */
const STYLESHEET = 'assets/console-test.css';
const dir = mkdtempSync(join(tmpdir(), 'console-render-'));
const template = `<!doctype html><html><head><title>Console</title></head><body><div id="root">${BOOT_START}<p>booting</p>${BOOT_END}</div></body></html>`;
const ctx = {} as Ctx;
const SESSION = '/api/client/session';

beforeAll(async () => {
  writeFileSync(join(dir, 'index.html'), template);
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ 'main.tsx': { file: 'assets/main.js', css: [STYLESHEET] } }));
  // Generous: the first render here also compiles the console's source.
  await demoCtx(ctx, await createTestApp({ consoleDir: dir, consoleRenderer: RENDERER, consoleRenderTimeoutMs: 60_000 }));
});
afterAll(async () => {
  await ctx.t.close();
  rmSync(dir, { recursive: true, force: true });
});

const cookiesOf = browserCookies;

const page = async (url: string, cookie: string, app: TestApp = ctx.t) =>
  (await app.app.inject({ method: 'GET', url, headers: { cookie } })).body;

/** What #root holds, and whether it is marked as rendered on the server. */
function rootOf(body: string): { rendered: boolean; inner: string } {
  const open = /<div id="root"( data-server-rendered)?>/.exec(body);
  const end = body.lastIndexOf('</div></body>');
  return { rendered: Boolean(open?.[1]), inner: open ? body.slice(open.index + open[0].length, end) : '' };
}

/** Text as React writes it into markup. */
const asHtmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The answers of a list page's first calls, as the server asks them for its render (server/consolePage/firstAnswers.ts). */
async function firstAnswersOf(path: string, cookie: string, websiteId: string): Promise<FirstAnswers> {
  const ask = async (url: string) => (await ctx.t.app.inject({ method: 'GET', url, headers: { cookie } })).json<{ data: unknown }>();
  const session = await ask(SESSION);
  const list = firstListCall(ctx.registry, path, '', session.data as FirstCallSession, websiteId)!;
  return { [requestKey(SESSION)]: session, [requestKey(list)]: await ask(list) };
}

interface Session {
  user: { email: string };
  websites: { website_name: string }[];
}
const sessionIn = (body: string) => servedSession<Session>(body);
/** The rows of the list answer a page carries. */
const rowsIn = (body: string) => servedList(body)!.rows;

describe('a signed-in list page comes with its first render', () => {
  it('its rows are in #root, marked for hydration, with the stylesheet linked in the head', async () => {
    const decl = ctx.registry.get('courses');
    const body = await page(ctx.registry.pathOf('courses'), await cookiesOf(ctx.t, 'owner@example.com', 1));
    const root = rootOf(body);
    expect(root.rendered).toBe(true);
    expect(body).toContain(SERVER_RENDERED_ATTRIBUTE);
    expect(root.inner).not.toContain('booting');
    expect(root.inner).toContain('<tbody');
    const rows = rowsIn(body);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(root.inner).toContain(`>${asHtmlText(String(row[decl.display]))}<`);
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(`<link rel="stylesheet" crossorigin href="/${STYLESHEET}">`);
  });

  it.each([
    ['a record page', (path: string) => `${path}/1/edit`],
    ['a list address with list parameters', (path: string) => `${path}?page=2`],
    ['a page that is not a kind', () => '/settings'],
    ["a kind's list address served by a screen of its own (the website editor)", () => ROUTES.editWebsite],
  ])('%s is not rendered on the server: the browser draws it, as before', async (_what, url) => {
    const body = await page(url(ctx.registry.pathOf('courses')), await cookiesOf(ctx.t, 'owner@example.com', 1));
    const root = rootOf(body);
    expect(root.rendered).toBe(false);
    expect(root.inner.startsWith(`${BOOT_START}<p>booting</p>${BOOT_END}</div>`)).toBe(true);
    expect(sessionIn(body)).toBeDefined();
    expect(servedList(body)).toBeUndefined();
  });

  it("each website's page carries its own theme, the same after another website's page was drawn", async () => {
    const path = ctx.registry.pathOf('generic-forms');
    /** The theme styles the page carries, just before #root (consolePage/pageHtml.ts). */
    const stylesOf = async (websiteId: number) => {
      const body = await page(path, await cookiesOf(ctx.t, 'owner@example.com', websiteId));
      expect(rootOf(body).rendered).toBe(true);
      return body.slice(body.indexOf('</head>'), body.indexOf('<div id="root"'));
    };
    const first = await stylesOf(1);
    const other = await stylesOf(2);
    expect(first).toContain('--ant-color-primary:');
    expect(other).not.toEqual(first);
    expect(await stylesOf(1)).toEqual(first);
    expect(await stylesOf(2)).toEqual(other);
  });

  it('visitors of two organisations asking at once each get their own page, never a word of the other', async () => {
    const [owner, other] = [await cookiesOf(ctx.t, 'owner@example.com', 1), await cookiesOf(ctx.t, 'other@example.com')];
    const path = ctx.registry.pathOf('courses');
    const bodies = await Promise.all(Array.from({ length: 8 }, (_, i) => page(path, i % 2 ? other : owner)));
    const sites = bodies.map((body) => sessionIn(body).websites.map((w) => w.website_name));
    bodies.forEach((body, i) => {
      const root = rootOf(body);
      expect(root.rendered).toBe(true);
      expect(sessionIn(body).user.email).toBe(i % 2 ? 'other@example.com' : 'owner@example.com');
      expect(root.inner).toContain(sites[i]![0]);
      for (const name of sites[(i + 1) % 2]!) expect(root.inner).not.toContain(name);
    });
  });

  it("a record's text is drawn as text: it cannot open an element or run", async () => {
    const decl = ctx.registry.get('courses');
    const hostile = '</td></tr></tbody><script>alert(1)</script><img src=x onerror=alert(2)><!-- \u2028 & "quoted"';
    const created = await ctx.t.as(ctx.tokens.owner, {
      method: 'POST',
      url: `${decl.endpoints.create!.split(' ')[1]}?${scopeQuery(ctx, decl)}`,
      payload: { ...(await sampleFor(ctx, decl)), [decl.display]: hostile },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const body = await page(ctx.registry.pathOf('courses'), await cookiesOf(ctx.t, 'owner@example.com', 1));
    const root = rootOf(body);
    expect(root.rendered).toBe(true);
    expect(root.inner).not.toContain('<script>alert(1)');
    expect(root.inner).not.toContain('<img src=x');
    expect(root.inner).toContain('&lt;/td&gt;&lt;/tr&gt;&lt;/tbody&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe("a signed-in page's script nonce (src/server/plugins/security.ts)", () => {
  const policyOf = (headers: Record<string, unknown>) => String(headers['content-security-policy']);
  const nonceIn = (policy: string) => /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];

  it('is new for every page, named in its policy, and the one its render was given', async () => {
    // A render that writes the nonce it was given into the page.
    const file = join(dir, 'renderer-nonce.mjs');
    writeFileSync(
      file,
      `export const renderPage = async (input) => ({ state: {}, drawn: { html: '<p>nonce ' + input.nonce + '</p>', head: '' } });`,
    );
    const app = await createTestApp({ consoleDir: dir, consoleRenderer: file, consoleRenderTimeoutMs: 10_000 });
    try {
      const cookie = await cookiesOf(app, 'owner@example.com', 1);
      const answers = await Promise.all(
        [1, 2].map(() => app.app.inject({ method: 'GET', url: ctx.registry.pathOf('courses'), headers: { cookie } })),
      );
      const nonces = answers.map((res) => nonceIn(policyOf(res.headers)));
      answers.forEach((res, i) => expect(rootOf(res.body).inner.startsWith(`<p>nonce ${nonces[i]!}</p>`)).toBe(true));
      expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(nonces[0]).not.toBe(nonces[1]);
      // Without a session the page is the plain console: no nonce, no inline script allowed.
      const plain = await app.app.inject({ method: 'GET', url: ctx.registry.pathOf('courses') });
      expect(nonceIn(policyOf(plain.headers))).toBeUndefined();
      expect(policyOf(plain.headers)).toContain("script-src 'self';");
    } finally {
      await app.close();
    }
  });

  it('the drawn list holds no script of its own: nothing in it is left for a script to fill', async () => {
    const body = await page(ctx.registry.pathOf('courses'), await cookiesOf(ctx.t, 'owner@example.com', 1));
    expect(rootOf(body).rendered).toBe(true);
    // The page's one script element is its first answers, data the browser never runs.
    expect(body.match(/<script[^>]*>/g)).toEqual([`<script type="application/json" id="console-first-answers">`]);
  });
});

describe('renders queue one at a time (src/console/renderPage.tsx)', () => {
  it('a render whose page has stopped waiting for it is not started; one in time is', async () => {
    const cookie = await cookiesOf(ctx.t, 'owner@example.com', 1);
    const path = ctx.registry.pathOf('courses');
    const input = { url: `http://localhost${path}`, cookie, answers: await firstAnswersOf(path, cookie, '1') };
    const { renderPage } = await import('../../src/console/renderPage');
    expect(await renderPage({ ...input, deadline: Date.now() - 1 })).toBeNull();
    const rendered = await renderPage({ ...input, deadline: Date.now() + 60_000 });
    expect(rendered?.drawn?.html).toContain('<tbody');
  });
});

describe('without a usable renderer the page goes out as before', () => {
  const broken = {
    'a bundle that fails to load': "throw new Error('broken bundle');",
    'a bundle without renderPage': 'export const other = 1;',
    'a render that fails': "export const renderPage = async () => { throw new Error('render failed'); };",
    'a render that never ends': 'export const renderPage = () => new Promise(() => {});',
  };
  it.each(Object.entries(broken))('%s: the loading screen, and the console asks for its answers itself', async (_what, source) => {
    const file = join(dir, `renderer-${Object.keys(broken).indexOf(_what)}.mjs`);
    writeFileSync(file, source);
    const app = await createTestApp({ consoleDir: dir, consoleRenderer: file, consoleRenderTimeoutMs: 500 });
    try {
      const body = await page(ctx.registry.pathOf('courses'), await cookiesOf(app, 'owner@example.com', 1), app);
      expect(rootOf(body).rendered).toBe(false);
      expect(body).toContain('<p>booting</p>');
      expect(servedQueries(body)).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe('a signed-in page is sent as it is made', () => {
  it('its start, with the stylesheet link, arrives (gzip-flushed) while its render is still going on', async () => {
    // A render (in its worker thread) that ends only once the test writes the file `go`: after the
    // page's first part has arrived, or, should that never come, when the test ends (and fails).
    const go = join(dir, 'go');
    let ended = false;
    const end = () => {
      if (!ended) writeFileSync(go, '');
      ended = true;
    };
    const file = join(dir, 'renderer-held.mjs');
    writeFileSync(
      file,
      `import { existsSync } from 'node:fs';
      export const renderPage = () => new Promise((resolve) => {
        const tick = () => (existsSync(${JSON.stringify(go)}) ? resolve(null) : setTimeout(tick, 20));
        tick();
      });`,
    );
    const app = await createTestApp({ consoleDir: dir, consoleRenderer: file, consoleRenderTimeoutMs: 10_000 });
    try {
      const cookie = await cookiesOf(app, 'owner@example.com', 1);
      const origin = await app.app.listen({ port: 0, host: '127.0.0.1' });
      const parts: { duringRender: boolean; text: string }[] = [];
      await new Promise<void>((resolve, reject) => {
        get(`${origin}${ctx.registry.pathOf('courses')}`, { headers: { cookie, 'accept-encoding': 'gzip' } }, (res) => {
          expect(res.headers['content-encoding']).toBe('gzip');
          const text = res.pipe(createGunzip());
          text.on('data', (chunk: Buffer) => {
            parts.push({ duringRender: !ended, text: chunk.toString() });
            end();
          });
          text.on('end', resolve);
          text.on('error', reject);
        }).on('error', reject);
      });
      const first = parts[0]!;
      expect(first.text).toContain(`<link rel="stylesheet" crossorigin href="/${STYLESHEET}">`);
      expect(first.text).not.toContain('<div id="root"');
      expect(first.duringRender).toBe(true);
      const body = parts.map((part) => part.text).join('');
      expect(body).toContain('<p>booting</p>');
      expect(body.endsWith('</body></html>')).toBe(true);
    } finally {
      end();
      await app.close();
    }
  });

  it('visitors asking at once each get the render made for them back from the render thread, whatever order they finish in', async () => {
    // A render that draws whose cookies it was given, finishing in random order.
    const file = join(dir, 'renderer-echo.mjs');
    writeFileSync(
      file,
      `export const renderPage = (input) => new Promise((resolve) =>
        setTimeout(() => resolve({ state: {}, drawn: { html: '<p>user ' + /dev_userId=(\\d+)/.exec(input.cookie)[1] + '</p>', head: '' } }), Math.random() * 100));`,
    );
    const app = await createTestApp({ consoleDir: dir, consoleRenderer: file, consoleRenderTimeoutMs: 10_000 });
    try {
      const cookies = [await cookiesOf(app, 'owner@example.com', 1), await cookiesOf(app, 'other@example.com')];
      const path = ctx.registry.pathOf('courses');
      const bodies = await Promise.all(Array.from({ length: 12 }, (_, i) => page(path, cookies[i % 2]!, app)));
      bodies.forEach((body, i) => {
        const userId = /dev_userId=(\d+)/.exec(cookies[i % 2]!)![1];
        const root = rootOf(body);
        expect(root.rendered).toBe(true);
        expect(root.inner.startsWith(`<p>user ${userId}</p></div>`)).toBe(true);
      });
    } finally {
      await app.close();
    }
  });

  it('while a page is being drawn, the server answers other requests', async () => {
    // A render that says it has started (the file `busy`), then keeps its thread busy until the test
    // writes `go`: in the server's own thread, nothing else could be answered meanwhile.
    const busy = join(dir, 'busy');
    const go = join(dir, 'go-busy');
    const file = join(dir, 'renderer-busy.mjs');
    writeFileSync(
      file,
      `import { existsSync, writeFileSync } from 'node:fs';
      export const renderPage = () => {
        writeFileSync(${JSON.stringify(busy)}, '');
        while (!existsSync(${JSON.stringify(go)}));
        return Promise.resolve(null);
      };`,
    );
    const app = await createTestApp({ consoleDir: dir, consoleRenderer: file, consoleRenderTimeoutMs: 60_000 });
    try {
      const cookie = await cookiesOf(app, 'owner@example.com', 1);
      const drawn = app.app.inject({ method: 'GET', url: ctx.registry.pathOf('courses'), headers: { cookie } });
      while (!existsSync(busy)) await new Promise((resolve) => setTimeout(resolve, 10));
      const health = await app.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      // Answered while the render could not have ended: it waits for this.
      writeFileSync(go, '');
      expect(rootOf((await drawn).body).rendered).toBe(false);
    } finally {
      writeFileSync(go, '');
      await app.close();
    }
  });

  it('a render thread that dies fails its page at once (no wait for the timeout) and is replaced: the next pages are drawn', async () => {
    // The first render ever (marked by the file `crashed`) stops its thread, as a crash or running out of memory would.
    const crashed = join(dir, 'crashed');
    const file = join(dir, 'renderer-crash.mjs');
    writeFileSync(
      file,
      `import { existsSync, writeFileSync } from 'node:fs';
      export const renderPage = async () => {
        if (!existsSync(${JSON.stringify(crashed)})) {
          writeFileSync(${JSON.stringify(crashed)}, '');
          process.exit(3);
        }
        return { state: {}, drawn: { html: '<p>drawn</p>', head: '' } };
      };`,
    );
    // A timeout no test waits for: the crashed page must not wait for it.
    const app = await createTestApp({ consoleDir: dir, consoleRenderer: file, consoleRenderTimeoutMs: 600_000, consoleRenderThreads: 1 });
    try {
      const cookie = await cookiesOf(app, 'owner@example.com', 1);
      const path = ctx.registry.pathOf('courses');
      expect(rootOf(await page(path, cookie, app)).rendered).toBe(false);
      expect(existsSync(crashed)).toBe(true);
      // The one thread was replaced: the pages after it are drawn (the next one waits for it to load).
      for (let i = 0; i < 3; i++) {
        const root = rootOf(await page(path, cookie, app));
        expect(root.rendered).toBe(true);
        expect(root.inner).toContain('<p>drawn</p>');
      }
    } finally {
      await app.close();
    }
  });
});
