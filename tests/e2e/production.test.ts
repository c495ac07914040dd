import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { cookieNames } from '../../src/shared/rules/cookieNames';
import { freePort, post, waitFor, type Proc } from '../api/helpers/serverProcess';
import { clickStill, launchBrowser, newPage, screenshot } from './helpers/browser';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function run(cmd: string, args: string[], cwd: string): string {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: undefined } });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/**
 * docs/operations.md "Production", step by step, on a copy of the repository: build with the dev
 * tools, install the runtime dependencies only, and serve from compiled JavaScript. The console was
 * built by `npm run test:e2e`; the server bundle is built here.
 */
describe('the production build (npm run build, npm ci --omit=dev, npm run serve)', () => {
  let dir = '';
  let proc: Proc | undefined;

  beforeAll(() => {
    if (!existsSync(join(ROOT, 'dist/console/index.html')))
      throw new Error('dist/console is missing: run `npm run test:e2e`, which builds it first.');
    run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'], ROOT);
    dir = mkdtempSync(join(tmpdir(), 'console-prod-'));
    const files = run('git', ['ls-files', '-co', '--exclude-standard'], ROOT)
      .split('\n')
      .filter((f) => f && !/^(tests|bench|docs)\//.test(f) && existsSync(join(ROOT, f)));
    for (const file of files) cpSync(join(ROOT, file), join(dir, file), { recursive: true });
    cpSync(join(ROOT, 'dist'), join(dir, 'dist'), { recursive: true });
    run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], dir);
  }, 180_000);

  afterAll(async () => {
    if (proc?.child.pid) {
      process.kill(-proc.child.pid, 'SIGTERM');
      await proc.exited;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('installs no build tool', () => {
    for (const tool of ['vite', 'typescript', 'tsx', 'vitest', 'react', 'antd']) {
      expect(existsSync(join(dir, 'node_modules', tool)), `${tool} is installed`).toBe(false);
    }
    expect(existsSync(join(dir, 'node_modules', 'fastify'))).toBe(true);
  });

  /** `npm run serve` in the production install, until it says it is ready. */
  async function serve(env: NodeJS.ProcessEnv): Promise<Proc> {
    const child = spawn('npm', ['run', 'serve', '--silent'], { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
      child.once('exit', (code, signal) => done({ code, signal })),
    );
    const started = { child, stdout: () => out, stderr: () => err, exited };
    await waitFor(() => out.includes('Console ready'), 'npm run serve', started);
    return started;
  }

  it('serves the console and the API, answers /healthz and signs a demo user in', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'warn' };
    delete env.NODE_ENV;
    delete env.DATABASE_URL;
    delete env.CONSOLE_DIR;
    proc = await serve(env);

    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    expect(html).toMatch(/<script type="module"[^>]+src="\/assets\//);
    const signIn = await post(port, '/api/cms/auth/login', { email: 'owner@example.com', password: 'demo-password' }).response;
    expect(signIn.status, signIn.body).toBe(200);
    expect(String(signIn.headers['set-cookie'])).toContain(`${cookieNames(false).auth}=`);
  }, 120_000);
  /**
   * README "Production": from an empty PostgreSQL database to a working organisation — the
   * operator's three commands, the owner's invitation in Chromium, a maker invited on one website's
   * entities who sees only that, then disabled and refused on their next request.
   */
  it('takes an empty PostgreSQL database to a first owner, a maker, and a disabled maker', async () => {
    const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `console_e2e_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      SEED: 'false',
      DATABASE_URL: url.toString(),
      PUBLIC_URL: origin,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DRAIN_DELAY_MS: '0',
    };
    delete env.DATA_DIR;
    delete env.CONSOLE_DIR;
    const operator = (...argv: string[]) => {
      const result = spawnSync('npm', ['run', '--silent', 'admin', '--', ...argv], { cwd: dir, env, encoding: 'utf8' });
      expect(result.status, `${argv.join(' ')}: ${result.stderr}`).toBe(0);
      return result.stdout.trim();
    };
    const browser = await launchBrowser();
    let server: Proc | undefined;
    const db = new pg.Client({ connectionString: url.toString() });
    try {
      const client = operator('client:create', '--name', 'Acme Learning');
      const academy = operator(
        'website:add',
        '--client',
        client,
        '--name',
        'Acme Academy',
        '--domain',
        'academy.acme.test',
        '--use-case',
        'EDU',
        '--time-zone',
        'Europe/Paris',
      );
      const summit = operator(
        'website:add',
        '--client',
        client,
        '--name',
        'Acme Summit',
        '--domain',
        'summit.acme.test',
        '--use-case',
        'EVT',
        '--time-zone',
        'Europe/Paris',
      );
      const ownerLink = operator('user:invite', '--client', client, '--email', 'founder@acme.test', '--owner');
      expect(ownerLink).toMatch(new RegExp(`^${origin}/invitation/`));
      server = await serve(env);
      await db.connect();

      // The owner follows the link, chooses a password and is signed in.
      const owner = await newPage(browser, origin);
      await owner.page.goto(ownerLink);
      await owner.page.getByLabel('New password', { exact: true }).fill('founder chose a long passphrase');
      await owner.page.getByLabel('Confirm new password', { exact: true }).fill('founder chose a long passphrase');
      await owner.page.getByRole('button', { name: 'Set password and sign in' }).click();
      await owner.page.waitForURL((u) => !u.pathname.startsWith('/invitation'));

      // The Team page, from the user menu: invite a maker of the academy's entities.
      await owner.page.goto('/team');
      const form = owner.page.getByRole('form', { name: 'Invite someone' });
      await form.getByLabel('E-mail').fill('maya.maker@acme.test');
      for (const role of ['Viewer', 'Maker']) await form.getByRole('checkbox', { name: `${role} of Entities on Acme Academy` }).check();
      await form.getByRole('button', { name: 'Send invitation' }).click();
      await owner.page.getByText('Invitation sent.').waitFor();
      await screenshot(owner.page, 'team-invited');
      const mail = await db.query<{ body: string }>(
        `SELECT body FROM outbox WHERE to_address = 'maya.maker@acme.test' ORDER BY id DESC LIMIT 1`,
      );
      const makerLink = /https?:\/\/\S+\/invitation\/[\w-]+/.exec(mail.rows[0]?.body ?? '')?.[0];
      expect(makerLink).toMatch(new RegExp(`^${origin}/invitation/`));

      // The maker accepts and sees the academy's entities only.
      const maker = await newPage(browser, origin);
      await maker.page.goto(makerLink!);
      await maker.page.getByLabel('New password', { exact: true }).fill('maker chose a long passphrase');
      await maker.page.getByLabel('Confirm new password', { exact: true }).fill('maker chose a long passphrase');
      await maker.page.getByRole('button', { name: 'Set password and sign in' }).click();
      await maker.page.waitForURL((u) => !u.pathname.startsWith('/invitation'));
      const sites = await maker.context.request.get(`/api/client/websites?client_id=${client}`);
      expect(sites.status()).toBe(200);
      expect(((await sites.json()) as { data: { website_id: number }[] }).data.map((w) => String(w.website_id))).toEqual([academy]);
      const forbidden = await maker.context.request.get(`/api/cms/events/event_zones?client_id=${client}&website_id=${summit}`);
      expect(forbidden.status()).toBe(403);
      expect((await maker.context.request.get(`/api/cms/team?client_id=${client}`)).status()).toBe(403);

      // The owner disables the maker; the maker's next request is refused.
      await owner.page.reload();
      await clickStill(owner.page.getByRole('button', { name: 'Disable Maya Maker' }));
      await clickStill(owner.page.getByRole('dialog').getByRole('button', { name: 'Disable' }));
      await owner.page.getByTestId('team').getByText('Disabled').first().waitFor();
      expect((await maker.context.request.get('/api/cms/auth/me')).status()).toBe(401);
      await maker.page.reload();
      await maker.page.waitForURL((u) => u.pathname === '/login');

      // The owner's Audit log, from the user menu, says who did it.
      await owner.page.getByTestId('user-menu').click();
      await clickStill(owner.page.getByRole('menuitem', { name: 'Audit log' }));
      await owner.page.waitForURL((u) => u.pathname === '/audit');
      await owner.page.getByTestId('audit').getByText('Disabled a user', { exact: true }).first().waitFor();
      await screenshot(owner.page, 'audit-log');
    } finally {
      await browser.close();
      if (server?.child.pid) {
        process.kill(-server.child.pid, 'SIGTERM');
        await server.exited;
      }
      await db.end().catch(() => undefined);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 300_000);
});
