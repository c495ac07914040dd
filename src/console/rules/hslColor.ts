/**
 * docs/product.md §5: the colour picker takes HSL and outputs hex colours. Hue in degrees (0–360),
 * saturation and lightness in percent (0–100).
 */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));
const hex2 = (channel: number) =>
  Math.round(channel * 255)
    .toString(16)
    .padStart(2, '0');

/** `{h: 0, s: 100, l: 50}` → `#ff0000`; out-of-range parts are clamped, a hue wraps round. */
export function hslToHex({ h, s, l }: Hsl): string {
  const hue = (((Number.isFinite(h) ? h : 0) % 360) + 360) % 360;
  const sat = clamp(s, 0, 100) / 100;
  const light = clamp(l, 0, 100) / 100;
  const chroma = (1 - Math.abs(2 * light - 1)) * sat;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = light - chroma / 2;
  const sector = Math.floor(hue / 60);
  const [r, g, b] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][sector] as [number, number, number];
  return `#${hex2(r + m)}${hex2(g + m)}${hex2(b + m)}`;
}

/** `#ff0000` or `#f00` → HSL rounded to whole numbers; undefined for anything else. */
export function hexToHsl(hex: string): Hsl | undefined {
  const given = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (given === undefined) return undefined;
  const digits = given.length === 3 ? [...given].map((c) => c + c).join('') : given;
  const channel = (i: number) => parseInt(digits.slice(i, i + 2), 16) / 255;
  const [r, g, b] = [channel(0), channel(2), channel(4)];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: Math.round(l * 100) };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: Math.round((h * 60 + 360) % 360), s: Math.round(s * 100), l: Math.round(l * 100) };
}
