/** Upload limits (docs/product.md §9 names none; these are the console's). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_FILE_LABEL = '5 MiB';

interface FileType {
  extensions: readonly string[];
  /** True when the bytes really are of this type (magic numbers; SVG by its markup). */
  sniff(data: Buffer): boolean;
}

const startsWith = (data: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => data[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** An SVG document: optional BOM, XML declaration, comments and doctype, then an <svg> root. */
const SVG_START =
  /^\uFEFF?\s*(<\?xml[^>]{0,200}\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>]{0,500}>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;

function isSvg(data: Buffer): boolean {
  const head = data.subarray(0, 4096);
  if (head.includes(0)) return false;
  return SVG_START.test(head.toString('utf8'));
}

export const FILE_TYPES: Record<string, FileType> = {
  'image/png': { extensions: ['png'], sniff: (d) => startsWith(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  'image/jpeg': { extensions: ['jpg', 'jpeg'], sniff: (d) => startsWith(d, [0xff, 0xd8, 0xff]) },
  'image/webp': { extensions: ['webp'], sniff: (d) => startsWith(d, ascii('RIFF')) && startsWith(d, ascii('WEBP'), 8) },
  'image/gif': { extensions: ['gif'], sniff: (d) => startsWith(d, ascii('GIF87a')) || startsWith(d, ascii('GIF89a')) },
  'image/svg+xml': { extensions: ['svg'], sniff: isSvg },
  'application/pdf': { extensions: ['pdf'], sniff: (d) => startsWith(d, ascii('%PDF-')) },
};

export const ALLOWED_TYPES = Object.keys(FILE_TYPES);

const ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'image/svg': 'image/svg+xml' };

/** The declared type without parameters, lower case, with common aliases folded. */
export function normaliseType(declared: string): string {
  const bare = declared.replace(/;.*$/s, '').trim().toLowerCase();
  return ALIASES[bare] ?? bare;
}

/** Files whose markup could run script if opened directly; they are served sandboxed. */
export const isActiveContent = (contentType: string) => contentType === 'image/svg+xml';
