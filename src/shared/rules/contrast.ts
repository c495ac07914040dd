/**
 * WCAG 2.x contrast of opaque colours written #rgb or #rrggbb, and the nearest darker shade of a
 * colour that reaches a contrast: what keeps a website's theme colour readable as console text.
 */

type Rgb = [number, number, number];

/** The colour's channels (0–255), or undefined for anything but #rgb / #rrggbb. */
export function parseHex(color: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio of two colours (1 to 21), or undefined when one is not hex. */
export function contrastRatio(a: string, b: string): number | undefined {
  const [x, y] = [parseHex(a), parseHex(b)];
  if (!x || !y) return undefined;
  const [la, lb] = [luminance(x), luminance(y)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function fromHsl(h: number, s: number, l: number): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

/**
 * The colour itself when it already has `ratio` against the light `background`, else the lightest
 * shade of the same hue and saturation that has it. A colour that is not hex is returned as it is.
 */
export function darkenToContrast(color: string, background: string, ratio: number): string {
  const rgb = parseHex(color);
  if (!rgb || (contrastRatio(color, background) ?? 0) >= ratio) return color;
  const [h, s, l] = toHsl(rgb);
  let [low, high] = [0, l];
  // Lightness 0 is black, which has the most contrast a light background allows: search between.
  for (let i = 0; i < 24; i++) {
    const mid = (low + high) / 2;
    if ((contrastRatio(toHex(fromHsl(h, s, mid)), background) ?? 0) >= ratio) low = mid;
    else high = mid;
  }
  return toHex(fromHsl(h, s, low));
}

/** The colour with its lightness lowered by `amount` (0–1): a hover shade that stays readable. */
export function darker(color: string, amount: number): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  const [h, s, l] = toHsl(rgb);
  return toHex(fromHsl(h, s, Math.max(0, l - amount)));
}

/** `color` mixed into `base` by `weight` (0: base, 1: color), as a tint is mixed into white. */
export function mix(color: string, base: string, weight: number): string {
  const [a, b] = [parseHex(color), parseHex(base)];
  if (!a || !b) return base;
  return toHex([0, 1, 2].map((i) => b[i]! + (a[i]! - b[i]!) * weight) as Rgb);
}
