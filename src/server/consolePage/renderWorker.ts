import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { RenderInput, RenderedPage } from '../../shared/rules/serverRender';
import type { RenderRequest, ThreadData, ThreadMessage } from './renderThread';

export interface RenderThread {
  render: (input: RenderInput) => Promise<RenderedPage | null>;
  close: () => Promise<void>;
}

export interface ThreadEvents {
  /** warmUp failed (the renders still run, only the first ones wait longer). */
  onWarmUpError: (error: string) => void;
  /** A thread stopped while serving and was replaced; its pending renders failed at once. */
  onThreadExit: (code: number) => void;
}

/**
 * The thread's module, beside this one: the built server's (dist/server/renderThread.js, an entry of
 * vite.server.config.ts) or, run from source, renderThreadFromSource.mjs, which loads
 * renderThread.ts through tsx. Named at run time so the bundler leaves the address as it is.
 */
function threadModule(): URL {
  const name = import.meta.url.endsWith('.ts') ? 'renderThreadFromSource.mjs' : 'renderThread.js';
  return new URL(name, import.meta.url);
}

type Pending = { resolve: (page: RenderedPage | null) => void; reject: (error: Error) => void };

interface Thread {
  worker: Worker;
  /** Renders sent and not answered yet. */
  busy: () => number;
  render: (input: RenderInput) => Promise<RenderedPage | null>;
}

/** One worker thread with the bundle loaded; resolves once it can render, rejects (stopped) when it cannot. */
function startOne(data: ThreadData, events: ThreadEvents, onExit: (thread: Thread, code: number) => void): Promise<Thread> {
  const worker = new Worker(threadModule(), { workerData: data });
  // The server's life decides when it ends, never this worker's.
  worker.unref();
  const waiting = new Map<number, Pending>();
  let next = 0;
  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  let loaded = false;
  const thread: Thread = {
    worker,
    busy: () => waiting.size,
    render(input: RenderInput): Promise<RenderedPage | null> {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, input } satisfies RenderRequest);
      });
    },
  };
  return new Promise<Thread>((resolve, reject) => {
    worker.on('error', (error) => {
      failAll(error);
      reject(error);
    });
    worker.on('exit', (code) => {
      failAll(new Error(`the render thread stopped (exit code ${code})`));
      reject(new Error(`the render thread stopped (exit code ${code})`));
      if (loaded) onExit(thread, code);
    });
    worker.on('message', (message: ThreadMessage) => {
      if (message.type === 'warm') {
        if (message.error !== undefined) events.onWarmUpError(message.error);
      } else if (message.type === 'ready') {
        if (message.ok) {
          loaded = true;
          resolve(thread);
        } else void worker.terminate().then(() => reject(new Error(message.error)));
      } else {
        const pending = waiting.get(message.id);
        waiting.delete(message.id);
        if ('error' in message) pending?.reject(new Error(message.error));
        else pending?.resolve(message.page);
      }
    });
  });
}

/**
 * The console's server bundle in a small pool of worker threads: a page's render (tens of
 * milliseconds of synchronous work) never holds up the server's event loop, and `size` pages
 * render at once. Each render goes to the least busy thread. A thread that stops (a crash, memory)
 * fails its pending renders at once — those pages go out undrawn, with no wait for the timeout —
 * and is replaced; the next pages are drawn by the others meanwhile. Resolves once the first
 * thread has loaded the bundle; rejects, with every thread stopped, when it cannot render.
 */
export async function startRenderThread(file: string, events: ThreadEvents, size = 1): Promise<RenderThread> {
  const data: ThreadData = { url: pathToFileURL(file).href };
  const threads = new Set<Thread>();
  const replacing = new Set<Promise<Thread>>();
  let closing = false;
  const spawn = (): Promise<Thread> =>
    startOne(data, events, (stopped, code) => {
      threads.delete(stopped);
      if (closing) return;
      events.onThreadExit(code);
      // Its replacement loads the same bundle; should it fail, the other threads (or none) serve.
      const replacement = spawn();
      replacing.add(replacement);
      void replacement.then(
        () => replacing.delete(replacement),
        () => replacing.delete(replacement),
      );
    }).then((t) => {
      if (closing) void t.worker.terminate();
      else threads.add(t);
      return t;
    });

  try {
    await Promise.all(Array.from({ length: Math.max(1, size) }, spawn));
  } catch (err) {
    closing = true;
    await Promise.all([...threads].map((t) => t.worker.terminate()));
    throw err;
  }

  return {
    render(input) {
      let best: Thread | undefined;
      for (const t of threads) if (!best || t.busy() < best.busy()) best = t;
      if (best) return best.render(input);
      // Every thread is being replaced: the page waits for the first replacement (within its
      // timeout); with none coming, it goes out undrawn, as it would without a bundle.
      const [coming] = replacing;
      return coming ? coming.then((t) => t.render(input)) : Promise.resolve(null);
    },
    async close() {
      closing = true;
      await Promise.all([...threads].map((t) => t.worker.terminate()));
    },
  };
}
