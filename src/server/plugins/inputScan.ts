/** Pure scans of request input, kept apart from the plugin so they are cheap to test and reuse. */

/** Whether JSON text nests objects/arrays deeper than `limit`, found without parsing it (no recursion). */
export function jsonDepthOver(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one (the lib target predates isWellFormed).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** A string PostgreSQL text and JSONB cannot hold, or that is not well-formed Unicode. */
const isBad = (s: string): boolean => s.includes('\u0000') || s.search(LONE_SURROGATE) !== -1;

/** A key named in an answer must itself be printable. */
const printable = (s: string): string => s.split('\u0000').join('\\0').replace(LONE_SURROGATE, '\uFFFD');

/**
 * The path (a/b/0) of the first string or key holding NUL or a lone surrogate, '' for the value
 * itself, null when clean. Iterative, so a value of any depth cannot overflow the stack.
 */
export function badStringAt(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    const { value: v, path } = next;
    if (typeof v === 'string') {
      if (isBad(v)) return printable(path);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ value: item, path: path ? `${path}/${i}` : String(i) }));
    } else if (v && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        const at = path ? `${path}/${key}` : key;
        if (isBad(key)) return printable(at);
        stack.push({ value: item, path: at });
      }
    }
  }
  return null;
}
