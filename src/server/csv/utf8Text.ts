import { AppError } from '../../shared/errors';

/** Where a byte sequence stops being UTF-8, as a person can find it (the bytes' structure only). */
function firstBadByte(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i] ?? 0;
    const follow =
      lead < 0x80 ? 0 : lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : lead >= 0xf0 && lead <= 0xf4 ? 3 : -1;
    if (follow < 0) return i;
    for (let k = 1; k <= follow; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += follow + 1;
  }
  return 0;
}

/**
 * A CSV body as text. Bytes that are not UTF-8 (a spreadsheet saved in a local code page) are a 400
 * naming the first bad byte, rather than read on as replacement characters that would be imported.
 */
export function utf8Text(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError(
      'INVALID_FIELD',
      { reason: `The file is not UTF-8 text (byte ${firstBadByte(bytes) + 1} is not); save it as "CSV UTF-8" and upload it again.` },
      { field: 'body' },
    );
  }
}
