import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireDataDirLock } from '../../../src/server/db/dataDirLock';
import { AppStartError } from '../../../src/server/startError';

/** PGlite allows one process per data folder: the second start must fail fast and say why. */

let dir: string;
const lockFile = () => join(dir, 'console.lock');

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
  it('writes this process\'s pid into console.lock', () => {
    const release = acquireDataDirLock(dir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
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
      expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
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

  it('releases once: a stale release function does not free a later holder\'s lock', () => {
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
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
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
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    release();
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
