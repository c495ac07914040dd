import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cookieNames } from '../../src/shared/rules/cookieNames';
import { freePort, post, waitFor, type Proc } from '../api/helpers/serverProcess';

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

  it('serves the console and the API, answers /healthz and signs a demo user in', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'warn' };
    delete env.NODE_ENV;
    delete env.DATABASE_URL;
    delete env.CONSOLE_DIR;
    const child = spawn('npm', ['run', 'serve', '--silent'], { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
      child.once('exit', (code, signal) => done({ code, signal })),
    );
    proc = { child, stdout: () => out, stderr: () => err, exited };
    await waitFor(() => out.includes('Console ready'), 'npm run serve', proc);

    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    expect(html).toMatch(/<script type="module"[^>]+src="\/assets\//);
    const signIn = await post(port, '/api/cms/auth/login', { email: 'owner@example.com', password: 'demo-password' }).response;
    expect(signIn.status, signIn.body).toBe(200);
    expect(String(signIn.headers['set-cookie'])).toContain(`${cookieNames(false).auth}=`);
  }, 120_000);
});
