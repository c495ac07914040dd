import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, type ErrorCode } from '../../shared/errors';
import { basePathSegments, keyFromReference, newFileKey, safeFileName } from './fileKeys';
import type { FileMeta } from './fileStore';
import type { FileService } from './service';
import { checkUpload, requireFileAccess, requireUploadRole, tooLarge, UPLOAD_BODY_LIMIT, type UploadBody } from './upload';
import { authOf } from '../auth/authOf';
import { ALLOWED_TYPES } from './fileTypes';
import { routeDoc } from '../openapi/routeDoc';
import type { Schema } from '../openapi/schemas';

const id = { type: 'integer', minimum: 1 } as const;
const LINK = {
  type: 'object',
  required: ['url', 'expires_at'],
  properties: {
    url: { type: 'string', description: '/files/<key>?exp=<unix>[&cid=<client>]&sig=<hmac>' },
    expires_at: { type: 'string', format: 'date-time' },
    file_name: { type: 'string', description: 'The stored key.' },
  },
} satisfies Schema;

interface SignedFileQuery {
  client_id?: number;
  website_id?: number;
  file_name: string;
  file_type?: string;
  base_upload_path?: string;
  is_protected_file?: boolean;
  is_info_file?: boolean;
}

/** Catalogue errors pass through; anything else is logged and answered with docs/product.md §8's wording. */
async function orFail<T>(request: FastifyRequest, code: ErrorCode, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) throw err;
    request.log.error({ err }, code);
    throw new AppError(code);
  }
}

/** POST /api/main/upload, GET /api/main/signed_file and GET /api/main/public_presign_url. */
export function fileApiRoutes(app: FastifyInstance, files: FileService): void {
  const { config } = app;
  const absolute = (path: string) => `${config.publicUrl}${path}`;

  app.post<{ Body: UploadBody }>('/api/main/upload', {
    bodyLimit: UPLOAD_BODY_LIMIT,
    // A maker of some area, before a body of up to 5 MiB is read; the handler checks which.
    config: { gate: { roles: ['maker'] } },
    schema: {
      body: {
        type: 'object',
        required: ['file_name', 'file_type', 'data_base64'],
        properties: {
          client_id: id,
          website_id: id,
          file_name: { type: 'string', minLength: 1, maxLength: 255 },
          file_type: { type: 'string', minLength: 1, maxLength: 100 },
          base_upload_path: { type: 'string', maxLength: 300 },
          is_protected_file: { type: 'boolean', default: false },
          // Its size is checked in code against the decoded length, with FILE_TOO_LARGE's message.
          data_base64: { type: 'string', minLength: 1 },
        },
        additionalProperties: false,
      },
      ...routeDoc({
        id: 'files_upload',
        tag: 'files',
        summary: 'Upload a file (JSON with base64 content)',
        description: `Maker of ENTITY or PAGE on website_id, or of FORM or SPEAKERS without one. At most 5 MiB; types ${ALLOWED_TYPES.join(', ')}, checked against the content. Stored as <client_id>/<website_id|client>/<base_upload_path>/<random>-<name>.`,
        data: {
          type: 'object',
          required: ['file_name', 'url', 'expires_at'],
          properties: {
            ...LINK.properties,
            file_type: { type: 'string' },
            size: { type: 'integer' },
            is_protected_file: { type: 'boolean' },
            public_url: { type: 'string', description: 'A day-long absolute link; absent for protected files.' },
          },
        },
        errors: ['400', '401', '403', '413', '415'],
      }),
    },
    // A body over the route's limit is a file over the file limit: say so, not "body larger than 1 MiB".
    errorHandler(err: FastifyError) {
      if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge();
      throw err;
    },
    handler: async (request, reply) => {
      const auth = authOf(request);
      const body = request.body;
      const websiteId = body.website_id ?? null;
      requireUploadRole(auth, websiteId);
      const basePath = basePathSegments(body.base_upload_path);
      const checked = checkUpload(body);
      const key = newFileKey(auth.clientId, websiteId, basePath, safeFileName(body.file_name, checked.extensions));
      const meta: FileMeta = {
        contentType: checked.contentType,
        size: checked.data.length,
        protected: body.is_protected_file === true,
        clientId: auth.clientId,
        websiteId,
        originalName: body.file_name,
        uploadedBy: auth.userId,
        uploadedAt: new Date().toISOString(),
      };
      await files.store.put(key, checked.data, meta);
      const link = files.link(key, meta, config.fileUrlTtlSeconds);
      const publicUrl = meta.protected ? undefined : absolute(files.link(key, meta, config.publicFileUrlTtlSeconds).url);
      return reply.status(201).send({
        data: {
          file_name: key,
          url: link.url,
          expires_at: link.expires_at,
          file_type: meta.contentType,
          size: meta.size,
          is_protected_file: meta.protected,
          ...(publicUrl ? { public_url: publicUrl } : {}),
        },
      });
    },
  });

  app.get<{ Querystring: SignedFileQuery }>('/api/main/signed_file', {
    schema: {
      querystring: {
        type: 'object',
        required: ['file_name'],
        properties: {
          client_id: id,
          website_id: id,
          file_name: { type: 'string', minLength: 1, maxLength: 2000 },
          file_type: { type: 'string', maxLength: 100 },
          base_upload_path: { type: 'string', maxLength: 300 },
          is_protected_file: { type: 'boolean' },
          // Accepted for docs/product.md §7; an info file is signed like any other.
          is_info_file: { type: 'boolean' },
        },
        additionalProperties: false,
      },
      ...routeDoc({
        id: 'files_signedFile',
        tag: 'files',
        summary: 'A short-lived signed link to a stored file',
        description:
          'file_name is the stored key, or a bare stored name under website_id and base_upload_path. Protected links also need a session of the client.',
        data: LINK,
        errors: ['400', '401', '403', '404'],
      }),
    },
    handler: (request) =>
      orFail(request, 'FILE_SIGNING', async () => {
        const auth = authOf(request);
        const q = request.query;
        const key = keyFromReference(q.file_name, {
          clientId: auth.clientId,
          websiteId: q.website_id ?? null,
          basePath: q.base_upload_path,
        });
        requireFileAccess(auth, key);
        const meta = await files.store.stat(key);
        if (!meta) throw new AppError('FILE_NOT_FOUND', { file: key });
        const link = files.link(
          key,
          { clientId: meta.clientId, protected: meta.protected || q.is_protected_file === true },
          config.fileUrlTtlSeconds,
        );
        return { data: { ...link, file_name: key, file_type: meta.contentType } };
      }),
  });

  app.get<{ Querystring: { client_id?: number; website_id?: number; url: string } }>('/api/main/public_presign_url', {
    schema: {
      querystring: {
        type: 'object',
        required: ['url'],
        properties: {
          client_id: id,
          website_id: id,
          url: { type: 'string', minLength: 1, maxLength: 2000, description: 'A /files/… link (relative or absolute) or a stored key.' },
        },
        additionalProperties: false,
      },
      ...routeDoc({
        id: 'files_publicPresignUrl',
        tag: 'files',
        summary: 'A day-long public link to a file that is not protected',
        description: 'For files shown on the public websites; a protected file is refused.',
        data: LINK,
        errors: ['400', '401', '403', '404'],
      }),
    },
    handler: (request) =>
      orFail(request, 'PRESIGN', async () => {
        const key = keyFromReference(request.query.url);
        requireFileAccess(authOf(request), key);
        const meta = await files.store.stat(key);
        if (!meta) throw new AppError('FILE_NOT_FOUND', { file: key });
        if (meta.protected) throw new AppError('FILE_PROTECTED');
        const link = files.link(key, meta, config.publicFileUrlTtlSeconds);
        return { data: { url: absolute(link.url), expires_at: link.expires_at, file_name: key } };
      }),
  });
}
