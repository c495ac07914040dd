import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { RenderInput, RenderPage, RenderedPage } from '../../shared/rules/serverRender';

/** What the worker says once the bundle is in: whether it can render, or why not. */
type Ready = { type: 'ready'; ok: true } | { type: 'ready'; ok: false; error: string };
type Answer = { type: 'answer'; id: number; page: RenderedPage | null } | { type: 'answer'; id: number; error: string };
/** What the worker reports of warmUp, which runs in the background. */
type Warm = { type: 'warm'; error?: string };

/**
 * The worker's own code, plain JavaScript (it runs without the server's TypeScript loader): it
 * imports the bundle, says whether it has renderPage, warms it up, then renders each page asked.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.url).then(
  (bundle) => {
    if (typeof bundle.renderPage !== 'function') return parentPort.postMessage({ type: 'ready', ok: false, error: 'the bundle has no renderPage' });
    parentPort.postMessage({ type: 'ready', ok: true });
    Promise.resolve(bundle.warmUp && bundle.warmUp()).then(
      () => parentPort.postMessage({ type: 'warm' }),
      (err) => parentPort.postMessage({ type: 'warm', error: String(err && err.stack || err) }),
    );
    parentPort.on('message', ({ id, input }) =>
      Promise.resolve()
        .then(() => bundle.renderPage(input))
        .then(
          (page) => parentPort.postMessage({ type: 'answer', id, page }),
          (err) => parentPort.postMessage({ type: 'answer', id, error: String(err && err.stack || err) }),
        ),
    );
  },
  (err) => parentPort.postMessage({ type: 'ready', ok: false, error: String(err && err.stack || err) }),
);
`;

export interface RenderThread {
  render: RenderPage;
  close: () => Promise<void>;
}

export interface ThreadEvents {
  /** warmUp failed (the renders still run, only the first ones wait longer). */
  onWarmUpError: (error: string) => void;
}

/**
 * The console's server bundle in a worker thread of its own: a page's render (tens of
 * milliseconds of synchronous work) then never holds up the server's event loop, which meanwhile
 * serves the stylesheet and scripts the page's head has asked for, and every other request.
 * Resolves once the bundle has loaded; rejects, with the worker stopped, when it cannot render.
 */
export function startRenderThread(file: string, events: ThreadEvents): Promise<RenderThread> {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { url: pathToFileURL(file).href } });
  // The server's life decides when it ends, never this worker's.
  worker.unref();
  const waiting = new Map<number, { resolve: (page: RenderedPage | null) => void; reject: (error: Error) => void }>();
  let next = 0;
  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  return new Promise<RenderThread>((resolve, reject) => {
    worker.on('error', (error) => {
      failAll(error);
      reject(error);
    });
    worker.on('exit', (code) => {
      const error = new Error(`the render thread stopped (exit code ${code})`);
      failAll(error);
      reject(error);
    });
    worker.on('message', (message: Ready | Answer | Warm) => {
      if (message.type === 'warm') {
        if (message.error !== undefined) events.onWarmUpError(message.error);
      } else if (message.type === 'ready') {
        if (message.ok) resolve({ render, close: () => worker.terminate().then(() => undefined) });
        else void worker.terminate().then(() => reject(new Error(message.error)));
      } else {
        const pending = waiting.get(message.id);
        waiting.delete(message.id);
        if ('error' in message) pending?.reject(new Error(message.error));
        else pending?.resolve(message.page);
      }
    });
  });

  function render(input: RenderInput): Promise<RenderedPage | null> {
    const id = next++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, input });
    });
  }
}
