import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';
import { requestSession } from '../auth/requestSession';
import { parseFileKey } from './fileKeys';
import { isActiveContent } from './fileTypes';
import type { FileMeta } from './fileStore';
import type { FileService } from './service';

/** SVG can carry script: opened directly it runs in a sandbox with nothing to reach. */
const SANDBOX_CSP = "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** A protected file needs, besides the link, a session of the file's client (and website). */
async function requireOwner(app: FastifyInstance, request: FastifyRequest, meta: FileMeta, cid: number | undefined) {
  const { presented, auth } = await requestSession(app, request);
  if (!presented) throw new AppError('NOT_SIGNED_IN');
  if (!auth) throw new AppError('SESSION_EXPIRED');
  const ownClient = auth.clientId === meta.clientId && (cid === undefined || cid === auth.clientId);
  if (!ownClient || (meta.websiteId !== null && !auth.websiteRoles.has(meta.websiteId))) throw new AppError('FILE_FORBIDDEN');
}

/** GET /files/<key>?exp=…&sig=…[&cid=…]: a signed link, checked, then the bytes as stored. */
export function fileServeRoutes(app: FastifyInstance, files: FileService): void {
  app.get('/files/*', {
    config: { public: true },
    onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      // Runs after the security plugin's headers, so this policy replaces the page policy.
      if (isActiveContent(String(reply.getHeader('content-type') ?? ''))) reply.header('Content-Security-Policy', SANDBOX_CSP);
      return payload;
    },
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const check = files.signer.verify(key, request.query as Record<string, unknown>);
      if (!check.ok) throw new AppError(check.reason === 'expired' ? 'FILE_LINK_EXPIRED' : 'FILE_LINK_INVALID');
      const parsed = parseFileKey(key);
      if (!parsed) throw new AppError('FILE_LINK_INVALID');
      const meta = await files.store.stat(key);
      if (!meta) throw new AppError('FILE_NOT_FOUND', { file: parsed.fileName });
      if (meta.protected || check.grant.cid !== undefined) await requireOwner(app, request, meta, check.grant.cid);
      const file = await files.store.get(key);
      if (!file) throw new AppError('FILE_NOT_FOUND', { file: parsed.fileName });
      const remaining = Math.max(0, check.grant.exp - Math.floor(Date.now() / 1000));
      const downloadName = parsed.fileName.slice(17);
      return reply
        .header('Content-Type', file.meta.contentType)
        .header('Content-Length', String(file.meta.size))
        .header('Content-Disposition', `inline; filename="${downloadName}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', `private, max-age=${remaining}`)
        .send(file.body);
    },
  });
}
