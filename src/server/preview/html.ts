/**
 * A tiny safe-HTML builder: every interpolated value is escaped unless it is already Html, so
 * record content can never become markup (no HTML injection in the preview).
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

type Part = Html | string | number | boolean | null | undefined | Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

/** html`<p>${text}</p>`: text is escaped; Html values and arrays of them are inserted as they are. */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  // String.raw interleaves the literal parts with the rendered values (cooked strings: escapes resolved).
  return new Html(String.raw({ raw: strings }, ...values.map(render)));
}

/** Only site-relative paths and http(s) addresses become links or images; never javascript: or data:. */
export function safeUrl(value: string): string | null {
  const url = value.trim();
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\/[^\s"'<>]+$/i.test(url) ? url : null;
}

/** A colour for the page's CSS: a hex colour only, so a setting cannot inject CSS. */
export function safeColour(value: string | undefined, fallback: string): string {
  return value && /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value) ? value : fallback;
}
