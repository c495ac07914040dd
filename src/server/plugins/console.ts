import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when a built console is served: answers a client-side route with index.html. */
    consoleIndex?: (reply: FastifyReply) => FastifyReply;
  }
}

/**
 * Serves the built SPA; hashed assets are cached for a year, index.html never. Each file goes out
 * as the build compressed it (`.br`, else `.gz`, generators/vite/precompress.ts) when the browser
 * accepts that encoding, else as it is: nothing is compressed per request.
 */
export const consolePlugin = fp(async (app: FastifyInstance) => {
  const dir = app.config.consoleDir;
  if (!dir || !existsSync(join(dir, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Ours, set below: left on, send() would overwrite it with "public, max-age=0", and every
    // hashed asset would be asked for again on every visit.
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The answer depends on the encodings the browser accepts: a shared cache must keep them apart.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  app.decorate('consoleIndex', (reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
});
