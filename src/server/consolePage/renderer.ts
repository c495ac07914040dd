import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderPage, ServerBundle } from '../../shared/rules/serverRender';

/**
 * The console's server bundle (`npm run build` → dist/console-ssr/renderPage.js, vite.ssr.config.ts),
 * if it was built: the server imports the built file, never the console's source (the layers of
 * docs/architecture.md §2). Without it, pages go out without their first render.
 */
export async function loadRenderer(file: string | undefined, timeoutMs: number, log: FastifyBaseLogger): Promise<RenderPage | undefined> {
  if (!file || !existsSync(file)) return undefined;
  try {
    const loaded = (await import(pathToFileURL(file).href)) as Partial<ServerBundle>;
    if (typeof loaded.renderPage === 'function') {
      // In the background: the server answers meanwhile, the first renders just wait for the code.
      loaded.warmUp?.().catch((err: unknown) => log.warn({ err }, 'console server bundle did not warm up'));
      return withTimeout(loaded.renderPage, timeoutMs);
    }
    log.warn({ file }, 'console server bundle has no renderPage: pages go out without their first render');
  } catch (err) {
    log.warn({ err, file }, 'console server bundle did not load: pages go out without their first render');
  }
  return undefined;
}

/** A render that takes longer than `timeoutMs` is left out: the page goes without it, as it would without a server bundle. */
function withTimeout(render: RenderPage, timeoutMs: number): RenderPage {
  return (input) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
    return Promise.race([render({ ...input, deadline: Date.now() + timeoutMs }), late]).finally(() => clearTimeout(timer));
  };
}
