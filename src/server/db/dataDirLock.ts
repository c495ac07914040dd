import { openSync, closeSync, writeSync, readFileSync, unlinkSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppStartError } from '../startError';
import { processIdentity, sameProcessRunning } from './processIdentity';

const LOCK_NAME = 'console.lock';

/**
 * Takes the data folder for this process, or fails fast when another live process holds it.
 * The lock records pid, start time and boot id, so a lock left by a killed process is taken over
 * even when the pid has since been reused, the holder is a zombie, or the machine has rebooted.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const path = join(dataDir, LOCK_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, processIdentity(process.pid));
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
      const recorded = readFileSync(path, 'utf8');
      const holder = Number(recorded.trim().split(/\s+/)[0]);
      if (sameProcessRunning(recorded)) {
        throw new AppStartError(
          `The data folder ${dataDir} is already in use by another server (pid ${holder}). ` +
            'Stop that server, or start this one with another DATA_DIR, or use DATABASE_URL for several instances.',
        );
      }
      if (existsSync(path)) unlinkSync(path);
    }
  }
  throw new AppStartError(`Could not lock the data folder ${dataDir}.`);
}
