import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** Security headers on every response (ASVS V3/V14); the preview route may be framed by the console. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const production = app.config.production;
  // Built once: two policies, for the preview (framed by the console) and for everything else; a
  // signed-in console page adds its own nonce (plugins/console.ts), which React's streaming render
  // puts on any script it writes.
  const policy = (frameAncestors: string, nonce: string | null = null) =>
    [
      "default-src 'self'",
      nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
      // antd injects CSS-in-JS at runtime, so inline styles are needed.
      "style-src 'self' 'unsafe-inline'",
      // Records name images on other hosts (CDNs) by web address; an image cannot run code.
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-src 'self'",
      `frame-ancestors ${frameAncestors}`,
    ].join('; ');
  const previewPolicy = policy("'self'");
  const consolePolicy = policy("'none'");
  app.decorateRequest('cspNonce', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const preview = request.url.startsWith('/preview/');
    const own = request.cspNonce === null ? consolePolicy : policy("'none'", request.cspNonce);
    reply.header('Content-Security-Policy', preview ? previewPolicy : own);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', preview ? 'SAMEORIGIN' : 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    // The delivery API sets its own caching on answers (src/server/delivery/routes.ts); its errors are not cached either.
    const ownCaching = request.url.startsWith('/api/delivery/') && reply.hasHeader('Cache-Control');
    if (request.url.startsWith('/api/') && !ownCaching) reply.header('Cache-Control', 'no-store');
    if (production) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
});
