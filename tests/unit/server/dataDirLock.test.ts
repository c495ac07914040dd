import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireDataDirLock } from '../../../src/server/db/dataDirLock';
import { AppStartError } from '../../../src/server/startError';

/** PGlite allows one process per data folder: the second start must fail fast and say why. */

let dir: string;
const lockFile = () => join(dir, 'console.lock');
const holderPid = () => readFileSync(lockFile(), 'utf8').trim().split(/\s+/)[0];
const procField = (pid: number, index: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[index];
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'console-lock-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  expect(child.status).toBe(0);
  return child.pid;
}

describe('acquireDataDirLock', () => {
  it("writes this process's pid into console.lock", () => {
    const release = acquireDataDirLock(dir);
    expect(holderPid()).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses a second holder while the first is alive, naming the folder and the holder', () => {
    const release = acquireDataDirLock(dir);
    try {
      let err: unknown;
      try {
        acquireDataDirLock(dir);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(AppStartError);
      expect((err as Error).message).toContain(dir);
      expect((err as Error).message).toContain(String(process.pid));
      expect((err as Error).message).toMatch(/DATA_DIR|DATABASE_URL/);
      // The refused attempt left the holder's lock in place.
      expect(holderPid()).toBe(String(process.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(AppStartError);
    } finally {
      release();
    }
  });

  it('can be taken again once released', () => {
    acquireDataDirLock(dir)();
    const again = acquireDataDirLock(dir);
    expect(existsSync(lockFile())).toBe(true);
    again();
  });

  it("releases once: a stale release function does not free a later holder's lock", () => {
    const first = acquireDataDirLock(dir);
    first();
    const second = acquireDataDirLock(dir);
    first();
    expect(existsSync(lockFile())).toBe(true);
    expect(() => acquireDataDirLock(dir)).toThrow(AppStartError);
    second();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    writeFileSync(lockFile(), String(deadPid()));
    const release = acquireDataDirLock(dir);
    expect(holderPid()).toBe(String(process.pid));
    release();
  });

  it.each([
    ['empty', ''],
    ['garbage', 'not a pid'],
    ['zero', '0'],
    ['negative', '-1'],
  ])('takes over a lock file whose content is %s', (_what, content) => {
    writeFileSync(lockFile(), content);
    const release = acquireDataDirLock(dir);
    expect(holderPid()).toBe(String(process.pid));
    release();
  });

  it('records pid, start time and boot id, and still refuses while that very process runs', () => {
    const release = acquireDataDirLock(dir);
    try {
      const [pid, start, boot] = readFileSync(lockFile(), 'utf8').trim().split(' ');
      expect(pid).toBe(String(process.pid));
      expect(start).toBe(procField(process.pid, 19));
      expect(boot).toBe(readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim());
      expect(() => acquireDataDirLock(dir)).toThrow(AppStartError);
    } finally {
      release();
    }
  });

  it('takes over a lock whose pid now belongs to another process (pid reused after kill -9)', () => {
    // The pid is alive (this very process), but it started at another time than the recorded one.
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    writeFileSync(lockFile(), `${process.pid} 1 ${boot}\n`);
    const release = acquireDataDirLock(dir);
    expect(holderPid()).toBe(String(process.pid));
    release();
  });

  it('takes over a lock written before the last reboot', () => {
    writeFileSync(lockFile(), `${process.pid} ${procField(process.pid, 19)} 00000000-0000-0000-0000-000000000000\n`);
    acquireDataDirLock(dir)();
  });

  it('takes over a lock held by a zombie (exited, not yet reaped by its parent)', async () => {
    // Python forks a child that exits at once while the parent sleeps without waiting for it.
    const parent = spawn('python3', [
      '-c',
      'import os,sys,time\npid=os.fork()\nif pid==0: os._exit(0)\nprint(pid, flush=True)\ntime.sleep(30)',
    ]);
    try {
      const zombie = await new Promise<number>((done) => parent.stdout.once('data', (d: Buffer) => done(Number(d.toString().trim()))));
      await vi.waitFor(() => expect(procField(zombie, 0)).toBe('Z'));
      const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
      writeFileSync(lockFile(), `${zombie} ${procField(zombie, 19)} ${boot}\n`);
      const release = acquireDataDirLock(dir);
      expect(holderPid()).toBe(String(process.pid));
      release();
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('fails with the system error when the folder does not exist', () => {
    const missing = join(dir, 'missing');
    let err: unknown;
    try {
      acquireDataDirLock(missing);
    } catch (e) {
      err = e;
    }
    expect(err).toBeDefined();
    expect((err as NodeJS.ErrnoException).code).toBe('ENOENT');
  });
});
