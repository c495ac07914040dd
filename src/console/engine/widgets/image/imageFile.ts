/**
 * What the image field accepts and how it tells a stored value apart: an uploaded file's key
 * (`<client>/<website|client>/<folders>/<random>-<name>`, as the server's file store makes them)
 * or a web address typed in or kept from before uploads existed.
 */
import { patterns } from '../../../../shared/formatPatterns';
import { t } from '../../../../shared/messages';

/** The server's upload types that are images (src/server/files/fileTypes.ts); PDF is not one. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'] as const;
/** The server's limit (MAX_FILE_BYTES), checked here too so a too-large file is refused before it is sent. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_LABEL = '5 MiB';

export const isFileKey = (value: string): boolean => patterns.fileKey.test(value);

export const isWebAddress = (value: string): boolean => /^https?:\/\//i.test(value);

/** Why a picked file cannot be uploaded, or undefined when it can. */
export function imageProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return t('imageWrongType', { name: file.name });
  if (file.size > MAX_IMAGE_BYTES) return t('imageTooLarge', { name: file.name, limit: MAX_IMAGE_LABEL });
  return undefined;
}

/** The file's bytes as base64, without the data: prefix the upload call does not need. */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.readAsDataURL(file);
  });
}

/** What a stored value shows as: a web address as it is; a key needs a signed link first. */
export type ImageSource = { kind: 'none' } | { kind: 'url'; url: string } | { kind: 'key'; key: string };

export function imageSource(value: unknown): ImageSource {
  if (typeof value !== 'string' || value.trim() === '') return { kind: 'none' };
  const trimmed = value.trim();
  if (isFileKey(trimmed)) return { kind: 'key', key: trimmed.replace(/^\/+/, '') };
  return { kind: 'url', url: trimmed };
}
