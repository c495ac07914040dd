import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstAnswers } from '../consolePage/firstAnswers';
import { pageEnd, splitPage } from '../consolePage/pageHtml';
import { pageStream } from '../consolePage/pageStream';
import { cookieNames } from '../../shared/rules/cookieNames';
import { loadRenderer } from '../consolePage/renderer';
import { builtStylesheets } from '../consolePage/stylesheets';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when a built console is served: answers a client-side route with index.html. */
    consoleIndex?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
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
  const template = readFileSync(join(dir, 'index.html'), 'utf8');
  const renderer = await loadRenderer(app.config.consoleRenderer, app.config, app.log);
  if (renderer) app.addHook('onClose', renderer.close);
  const render = renderer?.render;
  const parts = splitPage(template, builtStylesheets(dir));
  const auth = cookieNames(app.config.production).auth;

  /**
   * The rest of a signed-in page: its first answers, as the console's cache holds them, and where the
   * console draws it from them (a list), its first render. Both come from the console's server
   * bundle: without it, the page asks for the same calls itself.
   */
  async function rest(request: FastifyRequest, html: string): Promise<string> {
    if (!render) return pageEnd(html);
    const url = new URL(request.url, 'http://console.invalid');
    // A failure here only costs time: the page asks for what it lacks.
    const answers = await firstAnswers(app, request, url.pathname, url.search).catch((err: unknown) => {
      request.log.warn({ err }, 'first answers left out');
      return {};
    });
    if (Object.keys(answers).length === 0) return pageEnd(html);
    const origin = `${request.protocol}://${request.host}`;
    const input = { url: origin + request.url, cookie: request.headers.cookie ?? '', answers, nonce: request.cspNonce ?? undefined };
    const rendered = await render(input).catch((err: unknown) => {
      request.log.warn({ err }, 'first render left out');
      return null;
    });
    return pageEnd(html, rendered);
  }

  // A signed-in page carries its first answers (consolePage/firstAnswers.ts): it is the visitor's
  // own, so no cache keeps it. Its head goes out at once (pageStream.ts), the rest once made.
  app.decorate('consoleIndex', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!parts || !request.cookies[auth]) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'private, no-store').header('Vary', 'Accept-Encoding, Cookie');
    if (gzip) reply.header('Content-Encoding', 'gzip');
    // Its own script nonce (plugins/security.ts puts it in the policy): the render is given it.
    request.cspNonce = randomBytes(16).toString('base64');
    return reply.send(pageStream(parts.start, rest(request, parts.rest), gzip));
  });
});
