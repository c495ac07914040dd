import { CLIENT_AREAS, WEBSITE_AREAS } from '../../shared/areas';
import { AppError } from '../../shared/errors';
import { hasRole } from '../resources/permissions';
import type { AuthContext } from '../types';
import { parseFileKey, type FileKey } from './fileKeys';
import { ALLOWED_TYPES, FILE_TYPES, MAX_FILE_BYTES, MAX_FILE_LABEL, normaliseType } from './fileTypes';

export interface UploadBody {
  client_id?: number;
  website_id?: number;
  file_name: string;
  file_type: string;
  base_upload_path?: string;
  is_protected_file?: boolean;
  data_base64: string;
}

/** Room in the JSON body for 5 MiB as base64 (4/3) plus the other fields. */
export const UPLOAD_BODY_LIMIT = Math.ceil((MAX_FILE_BYTES * 4) / 3) + 64 * 1024;

export const tooLarge = () => new AppError('FILE_TOO_LARGE', { limit: MAX_FILE_LABEL }, { field: 'data_base64' });

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decodes data_base64 (a data: URL prefix is allowed), refusing bad base64 and oversize files. */
function decode(raw: string): Buffer {
  const text = raw.replace(/^data:[^,]{0,200},/, '').replace(/\s+/g, '');
  // 4 characters carry 3 bytes: refuse before decoding anything too big.
  if (Math.floor((text.length * 3) / 4) - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0) > MAX_FILE_BYTES) throw tooLarge();
  if (text.length % 4 !== 0 || !BASE64.test(text)) {
    throw new AppError('INVALID_FIELD', { reason: 'data_base64 must be the file encoded as base64.' }, { field: 'data_base64' });
  }
  const data = Buffer.from(text, 'base64');
  if (data.length === 0) throw new AppError('INVALID_FIELD', { reason: 'The file is empty.' }, { field: 'data_base64' });
  return data;
}

/** The declared type must be allowed and must match what the bytes are. */
export function checkUpload(body: UploadBody): { contentType: string; data: Buffer; extensions: readonly string[] } {
  const contentType = normaliseType(body.file_type);
  const type = FILE_TYPES[contentType];
  if (!type) {
    throw new AppError('FILE_TYPE_NOT_ALLOWED', { type: body.file_type, allowed: ALLOWED_TYPES.join(', ') }, { field: 'file_type' });
  }
  const data = decode(body.data_base64);
  if (!type.sniff(data)) throw new AppError('FILE_CONTENT_MISMATCH', { type: contentType }, { field: 'data_base64' });
  return { contentType, data, extensions: type.extensions };
}

/** Uploads are content: a maker of entities or pages on the website, or of forms or people client-wide. */
export function requireUploadRole(auth: AuthContext, websiteId: number | null): void {
  const areas = websiteId === null ? CLIENT_AREAS : WEBSITE_AREAS;
  if (!areas.some((area) => hasRole(auth, area, 'maker', websiteId))) {
    throw new AppError('FORBIDDEN_ROLE', { role: 'maker', area: areas.map((a) => a.toLowerCase()).join(' or ') });
  }
}

/** A key the caller may reach: of their client and, for a website's file, of one of their websites. */
export function requireFileAccess(auth: AuthContext, key: string): FileKey {
  const parsed = parseFileKey(key);
  if (!parsed) throw new AppError('FILE_NOT_FOUND', { file: key.slice(0, 200) });
  if (parsed.clientId !== auth.clientId) throw new AppError('FILE_FORBIDDEN');
  if (parsed.websiteId !== null && !auth.websiteRoles.has(parsed.websiteId)) throw new AppError('FILE_FORBIDDEN');
  return parsed;
}
