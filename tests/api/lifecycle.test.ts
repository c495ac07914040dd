import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { clients, sessions, users } from '../../src/server/db/schema';
import { AppStartError } from '../../src/server/startError';
import { freePort, post, serverPid, startServer, waitFor, type Proc } from './helpers/serverProcess';
import { first } from '../helpers/first';

/**
 * docs/architecture.md §6/§7: the embedded database lives in DATA_DIR, is seeded once, survives restarts, and is
 * held by one process at a time; the process finishes in-flight requests on SIGTERM.
 */

const NEW_PASSWORD = 'owner picked a new long passphrase';
const dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'console-data-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function signIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/cms/auth/login', payload: { email, password } });
}

async function tableCounts(app: FastifyInstance) {
  const { db } = app.database;
  const n = async (table: typeof clients | typeof users | typeof sessions) => first(await db.select({ n: count() }).from(table)).n;
  return { clients: await n(clients), users: await n(users), sessions: await n(sessions) };
}

// Every server here runs on PGlite (a data folder, or in memory) whatever TEST_DATABASE_URL says:
// the PostgreSQL pass would run the very same tests again, so only the PGlite pass runs them.
const onPglite = !process.env.TEST_DATABASE_URL;

describe.runIf(onPglite)('one data folder, one server (in process)', () => {
  const dataDir = tempDir();
  let first: FastifyInstance | undefined;

  afterAll(async () => {
    await first?.close();
  });

  it('starts on an empty folder and seeds it', async () => {
    first = await buildApp(testConfig({ dataDir }));
    expect(existsSync(join(dataDir, 'console.lock'))).toBe(true);
    expect(await tableCounts(first)).toMatchObject({ clients: 2, users: 5 });
  }, 120_000);

  it('refuses a second start on the same folder fast, with an AppStartError naming the folder', async () => {
    const started = Date.now();
    const second = buildApp(testConfig({ dataDir }));
    await expect(second).rejects.toBeInstanceOf(AppStartError);
    await expect(second).rejects.toThrow(dataDir);
    expect(Date.now() - started).toBeLessThan(5_000);
    // The running server is untouched and still holds the folder.
    expect(existsSync(join(dataDir, 'console.lock'))).toBe(true);
    expect((await signIn(first!, 'viewer@example.com', 'demo-password')).statusCode).toBe(200);
    await expect(buildApp(testConfig({ dataDir }))).rejects.toBeInstanceOf(AppStartError);
  }, 60_000);

  it('keeps what the first run changed after a restart, without seeding again', async () => {
    const login = await signIn(first!, 'owner@example.com', 'demo-password');
    const token = login.json<{ data: { token: string } }>().data.token;
    const changed = await first!.inject({
      method: 'POST',
      url: '/api/cms/auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { current_password: 'demo-password', new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const newToken = changed.json<{ data: { token: string } }>().data.token;
    const before = await tableCounts(first!);
    const ownerBefore = (
      await first!.inject({ method: 'GET', url: '/api/cms/auth/me', headers: { authorization: `Bearer ${newToken}` } })
    ).json();

    await first!.close();
    first = undefined;
    expect(existsSync(join(dataDir, 'console.lock'))).toBe(false);

    const again = await buildApp(testConfig({ dataDir }));
    try {
      expect(await tableCounts(again)).toEqual(before);
      expect((await signIn(again, 'owner@example.com', 'demo-password')).statusCode).toBe(401);
      expect((await signIn(again, 'owner@example.com', NEW_PASSWORD)).statusCode).toBe(200);
      // The session made in the first run is still valid; the one ended by the change is not.
      const me = await again.inject({ method: 'GET', url: '/api/cms/auth/me', headers: { authorization: `Bearer ${newToken}` } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(ownerBefore);
      const old = await again.inject({ method: 'GET', url: '/api/cms/auth/me', headers: { authorization: `Bearer ${token}` } });
      expect(old.statusCode).toBe(401);
    } finally {
      await again.close();
    }
    expect(existsSync(join(dataDir, 'console.lock'))).toBe(false);
  }, 120_000);
});

describe.runIf(onPglite)('production mode', () => {
  it('refuses to create the demo accounts, naming the setting to change, and leaves the folder free', async () => {
    const dataDir = tempDir();
    const start = buildApp(testConfig({ dataDir, production: true, seed: true }));
    await expect(start).rejects.toBeInstanceOf(AppStartError);
    await expect(start).rejects.toThrow(/SEED=false/);
    expect(existsSync(join(dataDir, 'console.lock'))).toBe(false);
  }, 120_000);
});

describe.runIf(onPglite)('stopping', () => {
  it('finishes the request in flight and answers one arriving meanwhile 503 with Connection: close', async () => {
    const app = await buildApp(testConfig());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = connectTcp(port, '127.0.0.1');
    let text = '';
    socket.on('data', (d: Buffer) => (text += d.toString()));
    const ended = new Promise((done) => socket.on('close', done));
    const login = JSON.stringify({ email: 'owner@example.com', password: 'demo-password' });
    // A sign-in (scrypt) is in flight on this connection when the stop begins ...
    socket.write(
      `POST /api/cms/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(login)}\r\n\r\n${login}`,
    );
    await new Promise((r) => setTimeout(r, 30));
    const closed = app.close();
    // ... and the next request on it arrives while the server is closing.
    socket.write('GET /api/main/countries HTTP/1.1\r\nHost: x\r\n\r\n');
    await ended;
    await closed;
    const [answered, refused = ''] = text.split(/(?=HTTP\/1\.1 )/);
    expect(answered).toMatch(/^HTTP\/1\.1 200/);
    expect(answered).toContain('"token"');
    expect(refused).toMatch(/^HTTP\/1\.1 503/);
    expect(refused.toLowerCase()).toContain('connection: close');
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------
// Real processes

describe.runIf(onPglite)('the server process (npm start)', () => {
  const dataDir = tempDir();
  const consoleDir = tempDir();
  let server: Proc | undefined;

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.pid) {
      process.kill(-server.child.pid, 'SIGKILL');
      await server.exited;
    }
  });

  async function start(): Promise<{ proc: Proc; port: number }> {
    const port = await freePort();
    server = startServer(port, dataDir, consoleDir);
    await waitFor(() => server?.stdout().includes('Console ready') ?? false, 'server start', server);
    return { proc: server, port };
  }

  /** A sign-in spends ~200 ms or more in scrypt: the signal lands while it runs. */
  async function stopDuringSignIn(port: number, proc: Proc, signal: () => void) {
    const inFlight = post(port, '/api/cms/auth/login', { email: 'owner@example.com', password: 'demo-password' });
    await inFlight.sent;
    // Long enough for a loaded machine (CI runs test files side by side) to have read the request,
    // short of the ~300 ms its scrypt takes.
    await new Promise((r) => setTimeout(r, 100));
    const signalledAt = Date.now();
    signal();
    const answer = await inFlight.response;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ data: { token: expect.any(String) } });
    expect(answer.at).toBeGreaterThanOrEqual(signalledAt);
    // Development mode, as the operator left NODE_ENV unset: the cookie names keep their dev_ prefix.
    expect(String(answer.headers['set-cookie'])).toMatch(/(^|,)\s*dev_/);
    const exit = await proc.exited;
    expect(exit, proc.stderr()).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, 'console.lock'))).toBe(false);
  }

  it('listens on 127.0.0.1 with the demo accounts, refuses a second process, and stops cleanly on SIGTERM to npm', async () => {
    const { proc, port } = await start();
    expect(proc.stdout()).toContain(`http://127.0.0.1:${port}`);

    // A second process on the same folder stops at once with a clear message and a failure code.
    const second = startServer(await freePort(), dataDir, consoleDir);
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(second.stderr()).toContain('Cannot start');
    expect(second.stderr()).toContain(dataDir);
    expect(second.stderr()).toContain('already in use');
    expect(second.stderr()).not.toMatch(/^\s+at /m);

    await stopDuringSignIn(port, proc, () => proc.child.kill('SIGTERM'));
  }, 180_000);

  it('runs operator commands over its admin socket; on SIGTERM it drains: /healthz 503 at once, 40 requests sent just before all answered', async () => {
    const port = await freePort();
    server = startServer(port, dataDir, consoleDir, { DRAIN_DELAY_MS: '1500' });
    const proc = server;
    await waitFor(() => proc.stdout().includes('Console ready'), 'server start', proc);

    // The server holds the PGlite folder: `npm run admin` reaches it through DATA_DIR/admin.sock.
    const admin = (...argv: string[]) => {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      const run = spawnSync('npm', ['run', '--silent', 'admin', '--', ...argv], { env, encoding: 'utf8', timeout: 60_000 });
      return { code: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim() };
    };
    const made = admin('client:create', '--name', 'Socket Client');
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/^\d+$/);
    expect(
      admin('website:add', '--client', made.stdout, '--name', 'Site', '--domain', 'x.test', '--use-case', 'ABC', '--time-zone', 'UTC'),
    ).toEqual({ code: 1, stdout: '', stderr: 'error: Use case "ABC" is not one of EDU, EVT, SPC, HAF.' });

    const get = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end();
      });
    const answers = Array.from({ length: 40 }, () => get('/api/main/countries'));
    process.kill(serverPid(dataDir), 'SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
    expect(await get('/healthz')).toBe(503);
    // Answered by the routes (401: no session), none reset and none turned away with the closing 503.
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 40 }, () => 401));
    expect(await proc.exited).toEqual({ code: 0, signal: null });
  }, 180_000);

  it('stops cleanly on SIGTERM to the process group, and on SIGINT to the server itself', async () => {
    const first = await start();
    await stopDuringSignIn(first.port, first.proc, () => process.kill(-(first.proc.child.pid ?? 0), 'SIGTERM'));
    const second = await start();
    await stopDuringSignIn(second.port, second.proc, () => process.kill(serverPid(dataDir), 'SIGINT'));
  }, 180_000);

  it('takes back an import killed half way (kill -9) when it starts again', async () => {
    const { proc, port } = await start();
    const base = `http://127.0.0.1:${port}`;
    const token = (
      JSON.parse((await post(port, '/api/cms/auth/login', { email: 'maker@example.com', password: 'demo-password' }).response).body) as {
        data: { token: string };
      }
    ).data.token;
    const auth = { authorization: `Bearer ${token}` };
    const found = async () =>
      (
        (await (
          await fetch(`${base}/api/cms/events/event_zones?client_id=1&website_id=2&search=Crash%20hall&max_results=1`, { headers: auth })
        ).json()) as {
          meta: { total: number };
        }
      ).meta.total;
    const rows = Array.from({ length: 3_000 }, (_v, i) => `Crash hall ${i},12\r\n`).join('');
    void fetch(`${base}/api/cms/import?client_id=1&website_id=2&kind=event-zones`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'text/csv' },
      body: `zone_name,zone_capacity\r\n${rows}`,
    }).catch(() => undefined);
    // Killed once some of its slices are written (their drafts show in lists), long before its end.
    const until = Date.now() + 30_000;
    while ((await found()) === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(await found()).toBeGreaterThan(0);
    process.kill(-(proc.child.pid ?? 0), 'SIGKILL');
    await proc.exited;

    const again = await start();
    const token2 = (
      JSON.parse(
        (await post(again.port, '/api/cms/auth/login', { email: 'maker@example.com', password: 'demo-password' }).response).body,
      ) as {
        data: { token: string };
      }
    ).data.token;
    const left = async () =>
      (
        (await (
          await fetch(
            `http://127.0.0.1:${again.port}/api/cms/events/event_zones?client_id=1&website_id=2&search=Crash%20hall&max_results=1`,
            {
              headers: { authorization: `Bearer ${token2}` },
            },
          )
        ).json()) as { meta: { total: number } }
      ).meta.total;
    const by = Date.now() + 20_000;
    while ((await left()) > 0 && Date.now() < by) await new Promise((r) => setTimeout(r, 200));
    expect(await left()).toBe(0);
    again.proc.child.kill('SIGTERM');
    await again.proc.exited;
  }, 180_000);

  it('starts again at once after kill -9', async () => {
    const first = await start();
    process.kill(-(first.proc.child.pid ?? 0), 'SIGKILL');
    await first.proc.exited;
    expect(existsSync(join(dataDir, 'console.lock'))).toBe(true);
    const again = await start();
    await stopDuringSignIn(again.port, again.proc, () => again.proc.child.kill('SIGTERM'));
  }, 180_000);
});
