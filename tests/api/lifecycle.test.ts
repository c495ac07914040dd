import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { clients, sessions, users } from '../../src/server/db/schema';
import { AppStartError } from '../../src/server/startError';

/**
 * docs/architecture.md §6/§7: the embedded database lives in DATA_DIR, is seeded once, survives restarts, and is
 * held by one process at a time; the process finishes in-flight requests on SIGTERM.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
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
  const n = async (table: typeof clients | typeof users | typeof sessions) => (await db.select({ n: count() }).from(table))[0].n;
  return { clients: await n(clients), users: await n(users), sessions: await n(sessions) };
}

describe('one data folder, one server (in process)', () => {
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
    const ownerBefore = (await first!.inject({ method: 'GET', url: '/api/cms/auth/me', headers: { authorization: `Bearer ${newToken}` } })).json();

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

// ---------------------------------------------------------------------------------------------
// Real processes

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

interface Proc {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `tsx src/server/main.ts`, as `npx tsx` would run it. The local tsx binary is started directly:
 * npm exec does not pass SIGTERM on to its child (it exits and leaves the server running), so a
 * signal sent to npx would test npm rather than the server.
 */
function startServer(port: number, dataDir: string): Proc {
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  return { child, stdout: () => out, stderr: () => err, exited };
}

async function waitFor(check: () => boolean, what: string, proc: Proc, ms = 90_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (proc.child.exitCode !== null) throw new Error(`${what}: the process exited early.\n${proc.stdout()}\n${proc.stderr()}`);
    if (Date.now() > until) throw new Error(`${what}: timed out.\n${proc.stdout()}\n${proc.stderr()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function post(port: number, path: string, body: unknown): { sent: Promise<void>; response: Promise<{ status: number; body: string; at: number }> } {
  let markSent!: () => void;
  const sent = new Promise<void>((r) => (markSent = r));
  const response = new Promise<{ status: number; body: string; at: number }>((done, fail) => {
    const payload = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: text, at: Date.now() }));
      },
    );
    req.on('error', fail);
    req.on('finish', markSent);
    req.end(payload);
  });
  return { sent, response };
}

describe('the server process', () => {
  const dataDir = tempDir();
  let server: Proc | undefined;

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  });

  it('serves, refuses a second process on the same DATA_DIR, and on SIGTERM finishes the request in flight then exits 0', async () => {
    const port = await freePort();
    server = startServer(port, dataDir);
    await waitFor(() => server!.stdout().includes('Console ready'), 'first server start', server);

    // A second process on the same folder stops at once with a clear message and a failure code.
    const second = startServer(await freePort(), dataDir);
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(second.stderr()).toContain('Cannot start');
    expect(second.stderr()).toContain(dataDir);
    expect(second.stderr()).toContain('already in use');
    expect(second.stderr()).not.toMatch(/^\s+at /m);
    expect(second.stdout()).not.toContain('Console ready');

    // The first one still answers.
    const warm = post(port, '/api/main/countries', {});
    expect((await warm.response).status).toBe(200);

    // A sign-in spends ~200 ms or more in scrypt: SIGTERM lands while it runs.
    const inFlight = post(port, '/api/cms/auth/login', { email: 'owner@example.com', password: 'demo-password' });
    await inFlight.sent;
    await new Promise((r) => setTimeout(r, 30));
    const signalledAt = Date.now();
    expect(server.child.kill('SIGTERM')).toBe(true);

    const answer = await inFlight.response;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ data: { token: expect.any(String) } });
    expect(answer.at).toBeGreaterThanOrEqual(signalledAt);

    const exit = await server.exited;
    expect(exit, server.stderr()).toEqual({ code: 0, signal: null });
    // The folder is free again.
    expect(existsSync(join(dataDir, 'console.lock'))).toBe(false);
  }, 180_000);
});
