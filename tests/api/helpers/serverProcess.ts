import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export function freePort(): Promise<number> {
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

export interface Proc {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `npm start`, exactly as an operator runs it, in its own process group (so the group can be
 * signalled), on a temporary DATA_DIR and an empty CONSOLE_DIR (API only: no console build).
 */
export function startServer(port: number, dataDir: string, consoleDir: string, settings: NodeJS.ProcessEnv = {}): Proc {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    CONSOLE_DIR: consoleDir,
    LOG_LEVEL: 'warn',
    ...settings,
  };
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  delete env.HOST;
  const child = spawn('npm', ['start', '--silent'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** The server's own pid, as its DATA_DIR lock records it (npm and the shell sit above it). */
export function serverPid(dataDir: string): number {
  return Number(readFileSync(join(dataDir, 'console.lock'), 'utf8').trim().split(/\s+/)[0]);
}

export async function waitFor(check: () => boolean, what: string, proc: Proc, ms = 90_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (proc.child.exitCode !== null) throw new Error(`${what}: the process exited early.\n${proc.stdout()}\n${proc.stderr()}`);
    if (Date.now() > until) throw new Error(`${what}: timed out.\n${proc.stdout()}\n${proc.stderr()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
  at: number;
}

export function post(port: number, path: string, body: unknown): { sent: Promise<void>; response: Promise<Answer> } {
  let markSent: () => void = () => {};
  const sent = new Promise<void>((r) => (markSent = r));
  const response = new Promise<Answer>((done, fail) => {
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
        res.on('end', () => done({ status: res.statusCode ?? 0, body: text, headers: res.headers, at: Date.now() }));
      },
    );
    req.on('error', fail);
    req.on('finish', () => markSent());
    req.end(payload);
  });
  return { sent, response };
}
