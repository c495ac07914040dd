import { readFileSync } from 'node:fs';

/** Linux's /proc/<pid>/stat: state and start time (clock ticks since boot), or undefined when gone. */
function procStat(pid: number): { state: string; startTime: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields are counted after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [state, startTime] = [fields[0], fields[19]];
    return state !== undefined && startTime !== undefined ? { state, startTime } : undefined;
  } catch {
    return undefined;
  }
}

function bootId(): string {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return '-';
  }
}

const hasProc = () => procStat(process.pid) !== undefined;

/** "<pid> <start time> <boot id>": enough to tell this process from a later one given the same pid. */
export function processIdentity(pid: number): string {
  return `${pid} ${procStat(pid)?.startTime ?? '-'} ${bootId()}\n`;
}

function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process a lock file names still runs: same boot, a live (not zombie) process with that
 * pid, started at the recorded time. Without /proc (not Linux) only the pid can be checked.
 */
export function sameProcessRunning(recorded: string): boolean {
  const [pidText, startTime, boot] = recorded.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (!hasProc()) return signalable(pid);
  if (boot && boot !== '-' && boot !== bootId()) return false;
  const stat = procStat(pid);
  if (!stat || stat.state === 'Z' || stat.state === 'X') return false;
  return !startTime || startTime === '-' || startTime === stat.startTime;
}
