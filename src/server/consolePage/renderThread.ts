import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { RenderInput, RenderedPage, ServerBundle } from '../../shared/rules/serverRender';

/** What the pool asks a thread: render one page. */
export interface RenderRequest {
  id: number;
  input: RenderInput;
}

/** What a thread says: once whether its bundle can render, once how warming it up went, then each page's answer. */
export type ThreadMessage =
  | { type: 'ready'; ok: true }
  | { type: 'ready'; ok: false; error: string }
  | { type: 'warm'; error?: string }
  | { type: 'answer'; id: number; page: RenderedPage | null }
  | { type: 'answer'; id: number; error: string };

/** What the pool hands a thread when it starts it. */
export interface ThreadData {
  /** The console's server bundle, as a file: URL. */
  url: string;
}

const describe = (err: unknown): string => (err instanceof Error ? (err.stack ?? err.message) : String(err));

/**
 * One render thread (src/server/consolePage/renderWorker.ts starts them): imports the console's
 * server bundle, says whether it can render, warms it up in the background, then renders each
 * page it is asked for (the bundle renders them one at a time: its first answers are per render).
 */
async function serve(port: NonNullable<typeof parentPort>, { url }: ThreadData): Promise<void> {
  const send = (message: ThreadMessage) => port.postMessage(message);
  let bundle: Partial<ServerBundle>;
  try {
    bundle = (await import(url)) as Partial<ServerBundle>;
  } catch (err) {
    return send({ type: 'ready', ok: false, error: describe(err) });
  }
  const { renderPage, warmUp } = bundle;
  if (typeof renderPage !== 'function') return send({ type: 'ready', ok: false, error: 'the bundle has no renderPage' });
  send({ type: 'ready', ok: true });
  Promise.resolve(warmUp?.()).then(
    () => send({ type: 'warm' }),
    (err: unknown) => send({ type: 'warm', error: describe(err) }),
  );
  // Requests that came while the bundle loaded waited in the port.
  port.on('message', ({ id, input }: RenderRequest) => {
    Promise.resolve()
      .then(() => renderPage(input))
      .then(
        (page) => send({ type: 'answer', id, page }),
        (err: unknown) => send({ type: 'answer', id, error: describe(err) }),
      );
  });
}

if (!isMainThread && parentPort) void serve(parentPort, workerData as ThreadData);
