/**
 * The file routes of src/server/routes/files (upload, signed_file, public_presign_url). The file
 * links themselves (/files/…) and the preview (/preview/…) are outside the API and not described.
 */
import { ALLOWED_TYPES } from '../files/fileTypes';
import { op } from './fixedPaths';
import type { PathMap } from './resourcePaths';
import type { Schema } from './schemas';

const int: Schema = { type: 'integer', minimum: 1 };
const text = (max: number, min = 0): Schema => ({ type: 'string', minLength: min, maxLength: max });
const link: Schema = {
  type: 'object',
  required: ['url', 'expires_at'],
  properties: {
    url: { type: 'string', description: '/files/<key>?exp=<unix>[&cid=<client>]&sig=<hmac>' },
    expires_at: { type: 'string', format: 'date-time' },
    file_name: { type: 'string', description: 'The stored key.' },
  },
};

export function filePaths(): PathMap {
  return {
    '/api/main/upload': { post: op({
      id: 'files_upload', tag: 'files', summary: 'Upload a file (JSON with base64 content)',
      description: `Maker of ENTITY or PAGE on website_id, or of FORM or SPEAKERS without one. At most 5 MiB; types ${ALLOWED_TYPES.join(', ')}, checked against the content. Stored as <client_id>/<website_id|client>/<base_upload_path>/<random>-<name>.`,
      body: {
        type: 'object',
        required: ['file_name', 'file_type', 'data_base64'],
        additionalProperties: false,
        properties: {
          client_id: int, website_id: int, file_name: text(255, 1), file_type: { type: 'string', enum: ALLOWED_TYPES },
          base_upload_path: text(300), is_protected_file: { type: 'boolean', default: false }, data_base64: { type: 'string', contentEncoding: 'base64' },
        },
      },
      data: { type: 'object', required: ['file_name', 'url', 'expires_at'], properties: {
        ...(link.properties as Record<string, Schema>), file_type: { type: 'string' }, size: { type: 'integer' }, is_protected_file: { type: 'boolean' },
        public_url: { type: 'string', description: 'A day-long absolute link; absent for protected files.' },
      } },
      errors: ['400', '401', '403', '413', '415'],
    }) },
    '/api/main/signed_file': { get: op({
      id: 'files_signedFile', tag: 'files', summary: 'A short-lived signed link to a stored file',
      description: 'file_name is the stored key, or a bare stored name under website_id and base_upload_path. Protected links also need a session of the client.',
      query: { client_id: int, website_id: int, file_name: text(2000, 1), file_type: text(100), base_upload_path: text(300), is_protected_file: { type: 'boolean' }, is_info_file: { type: 'boolean' } },
      required: ['file_name'], data: link, errors: ['400', '401', '403', '404'],
    }) },
    '/api/main/public_presign_url': { get: op({
      id: 'files_publicPresignUrl', tag: 'files', summary: 'A day-long public link to a file that is not protected',
      query: { client_id: int, website_id: int, url: { ...text(2000, 1), description: 'A /files/… link (relative or absolute) or a stored key.' } },
      required: ['url'], data: link, errors: ['400', '401', '403', '404'],
    }) },
  };
}
