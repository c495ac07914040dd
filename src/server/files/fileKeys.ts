import { randomBytes } from 'node:crypto';
import { AppError } from '../../shared/errors';

/**
 * A stored file's key: `<client_id>/<website_id|client>/<base_upload_path>/<random>-<safe name>`.
 * Every part is drawn from a small alphabet, so a key is also a safe relative path and URL path.
 */
export interface FileKey {
  key: string;
  clientId: number;
  /** null for client-wide files (the `client` segment). */
  websiteId: number | null;
  basePath: string[];
  fileName: string;
}

export const CLIENT_WIDE_SEGMENT = 'client';
export const DEFAULT_BASE_PATH = 'uploads';
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const STORED_NAME = /^[0-9a-f]{16}-[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/;
const MAX_DEPTH = 6;
const MAX_KEY = 512;

/** base_upload_path as segments; refuses `..`, odd characters and deep trees with a 400. */
export function basePathSegments(raw: string | undefined): string[] {
  const segments = (raw ?? '').split('/').filter((s) => s !== '');
  if (segments.length === 0) return [DEFAULT_BASE_PATH];
  if (segments.length > MAX_DEPTH || !segments.every((s) => SEGMENT.test(s))) {
    throw new AppError(
      'INVALID_FIELD',
      { reason: `base_upload_path must be up to ${MAX_DEPTH} folders of letters, digits, - and _.` },
      { field: 'base_upload_path' },
    );
  }
  return segments;
}

/** The uploaded name reduced to letters, digits, dot, dash and underscore, with an extension the type allows. */
export function safeFileName(original: string, extensions: readonly string[]): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  let name = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .replace(/^[._-]+|[._-]+$/g, '');
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  let stem = dot > 0 ? name.slice(0, dot) : name;
  stem = stem.slice(0, 100).replace(/[._-]+$/, '') || 'file';
  name = `${stem}.${extensions.includes(ext) ? ext : extensions[0]}`;
  return name;
}

export function newFileKey(clientId: number, websiteId: number | null, basePath: string[], safeName: string): string {
  const site = websiteId === null ? CLIENT_WIDE_SEGMENT : String(websiteId);
  return [String(clientId), site, ...basePath, `${randomBytes(8).toString('hex')}-${safeName}`].join('/');
}

/** Parses a key; null when it is not one this server could have made. */
export function parseFileKey(key: string): FileKey | null {
  if (key.length > MAX_KEY) return null;
  const parts = key.split('/');
  if (parts.length < 4 || parts.length > 3 + MAX_DEPTH) return null;
  const [client = '', site = '', ...rest] = parts;
  const fileName = rest.pop() ?? '';
  if (!/^[1-9]\d{0,9}$/.test(client)) return null;
  if (site !== CLIENT_WIDE_SEGMENT && !/^[1-9]\d{0,9}$/.test(site)) return null;
  if (!rest.every((s) => SEGMENT.test(s)) || !STORED_NAME.test(fileName) || fileName.includes('..')) return null;
  return {
    key,
    clientId: Number(client),
    websiteId: site === CLIENT_WIDE_SEGMENT ? null : Number(site),
    basePath: rest,
    fileName,
  };
}

/**
 * A key from what a caller holds: the key itself, `/files/<key>?…`, or an absolute URL of one.
 * A bare stored name (no slash) is looked up under the given client, website and base path.
 */
export function keyFromReference(reference: string, context?: { clientId: number; websiteId: number | null; basePath?: string }): string {
  let path = reference.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return path;
    }
  }
  path = path
    .replace(/[?#].*$/s, '')
    .replace(/^\/+/, '')
    .replace(/^files\//, '');
  try {
    path = path.split('/').map(decodeURIComponent).join('/');
  } catch {
    return path;
  }
  if (!path.includes('/') && context) {
    const site = context.websiteId === null ? CLIENT_WIDE_SEGMENT : String(context.websiteId);
    return [String(context.clientId), site, ...basePathSegments(context.basePath), path].join('/');
  }
  return path;
}

/** The URL path a key is served at. */
export const filePath = (key: string) => `/files/${key.split('/').map(encodeURIComponent).join('/')}`;
