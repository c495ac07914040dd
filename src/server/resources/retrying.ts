import type { Db } from '../db/connect';

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction did nothing and may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 5;

/** The SQLSTATE of an error as pg raises it, or as drizzle wraps it (in `cause`). */
function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return code;
  }
  return undefined;
}

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));

/** Runs a transaction again (up to five times, with growing random pauses) when PostgreSQL broke a deadlock or a serialization conflict. */
export async function retryTransaction<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= ATTEMPTS || !sqlState(err)) throw err;
      await pause(attempt);
    }
  }
}

/**
 * The database with `transaction` retried as above: every other call is the database's own, so a
 * caller swaps it in without changing what it does.
 */
export function withRetries(db: Db): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'transaction') return Reflect.get(target, prop, receiver) as unknown;
      const transaction: Db['transaction'] = (work, config) => retryTransaction(() => target.transaction(work, config));
      return transaction;
    },
  });
}
