import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderPage, ServerBundle } from '../../shared/rules/serverRender';
import type { Config } from '../config';
import { startRenderThread, type RenderThread } from './renderWorker';

/** The console's source, which only tests hand over (through their TypeScript loader), rather than a build. */
const SOURCE = /\.tsx?$/;

/**
 * The console's server bundle (`npm run build` → dist/console-ssr/renderPage.js, vite.ssr.config.ts),
 * if it was built: the server runs the built file, never the console's source (the layers of
 * docs/architecture.md §2), in a small pool of worker threads (renderWorker.ts). Without it, or when it cannot
 * render, pages go out without their first render. A render slower than `timeoutMs` is left out.
 */
export async function loadRenderer(
  file: string | undefined,
  { consoleRenderTimeoutMs: timeoutMs, consoleRenderThreads: threads }: Pick<Config, 'consoleRenderTimeoutMs' | 'consoleRenderThreads'>,
  log: FastifyBaseLogger,
): Promise<RenderThread | undefined> {
  if (!file || !existsSync(file)) return undefined;
  try {
    const thread = SOURCE.test(file)
      ? await inProcess(file, log)
      : await startRenderThread(
          file,
          {
            // In the background: the server answers meanwhile, the first renders just wait for the code.
            onWarmUpError: (error) => log.warn({ error }, 'console server bundle did not warm up'),
            onThreadExit: (code) => log.error({ code }, 'a console render thread stopped; its pages went out undrawn, and it is replaced'),
          },
          threads,
        );
    return { ...thread, render: withTimeout(thread.render, timeoutMs) };
  } catch (err) {
    log.warn({ err, file }, 'console server bundle cannot render: pages go out without their first render');
    return undefined;
  }
}

/** The console's source, imported into the server's own thread: a worker would have no loader for it. */
async function inProcess(file: string, log: FastifyBaseLogger): Promise<RenderThread> {
  const loaded = (await import(pathToFileURL(file).href)) as Partial<ServerBundle>;
  if (typeof loaded.renderPage !== 'function') throw new Error('the bundle has no renderPage');
  loaded.warmUp?.().catch((err: unknown) => log.warn({ err }, 'console server bundle did not warm up'));
  return { render: loaded.renderPage, close: () => Promise.resolve() };
}

/** A render that takes longer than `timeoutMs` is left out: the page goes without it, as it would without a server bundle. */
function withTimeout(render: RenderPage, timeoutMs: number): RenderPage {
  return (input) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
    return Promise.race([render({ ...input, deadline: Date.now() + timeoutMs }), late]).finally(() => clearTimeout(timer));
  };
}
