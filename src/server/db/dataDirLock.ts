import { openSync, closeSync, writeSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { AppStartError } from '../startError';

const LOCK_NAME = 'console.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data folder for this process, or fails fast when another live process holds it.
 * A lock left by a crashed process (its pid no longer alive) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const path = join(dataDir, LOCK_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(path);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
        throw new AppStartError(
          `The data folder ${dataDir} is already in use by another server (pid ${holder}). ` +
            'Stop that server, or start this one with another DATA_DIR, or use DATABASE_URL for several instances.',
        );
      }
      unlinkSync(path);
    }
  }
  throw new AppStartError(`Could not lock the data folder ${dataDir}.`);
}
