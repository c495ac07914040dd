import { createHash } from 'node:crypto';
import type { FileStore } from '../files/fileStore';
import { newFileKey } from '../files/fileKeys';

/**
 * `"@image:<folder>/<name>"` in a seed sample stands for a demo image the product draws and keeps in
 * its own file store on seeding, so the demo asks no outside host for a picture: the stored value is
 * the file's key, shown and delivered through signed links like any upload (docs/declarations.md).
 */
export const SEED_IMAGE = /^@image:([a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,5})$/;

/** A key of the right shape, for checking a sample against its schema before anything is stored. */
export const SEED_IMAGE_STAND_IN = '1/client/demo/0000000000000000-image.svg';

const SIZE = { width: 480, height: 320 };

function words(path: string): string[] {
  return (path.split('/').at(-1) ?? '').split('-').filter(Boolean);
}

/** What the picture says: a name's initials ("woodgrove-bank" → "WB"), a one-word code in full ("acc100" → "ACC100"). */
export function demoImageLabel(path: string): string {
  const parts = words(path);
  if (parts.length === 1) return (parts[0] ?? '').slice(0, 8).toUpperCase();
  return parts
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/**
 * An SVG picture for a demo image: its label on a colour drawn from the path, its name spelled out
 * beneath. Only [a-z0-9-/] reaches the text (SEED_IMAGE), so nothing in it needs escaping.
 */
export function demoImageSvg(path: string): string {
  const hue = createHash('sha256').update(path).digest().readUInt16BE(0) % 360;
  const name = words(path)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
  const label = demoImageLabel(path);
  const big = label.length > 3 ? 64 : 112;
  const { width, height } = SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${name}</title>`,
    // Lightness 32 % keeps white text above 4.5:1 whatever the hue.
    `<rect width="${width}" height="${height}" fill="hsl(${hue} 45% 32%)"/>`,
    `<text x="50%" y="48%" text-anchor="middle" dominant-baseline="middle" fill="#fff" font-family="system-ui, sans-serif" font-weight="700" font-size="${big}">${label}</text>`,
    `<text x="50%" y="86%" text-anchor="middle" fill="#fff" font-family="system-ui, sans-serif" font-size="22">${name}</text>`,
    '</svg>',
  ].join('');
}

/** Stores each demo image once per website (or once client-wide) and answers its key. */
export class DemoImages {
  private readonly keys = new Map<string, Promise<string>>();

  constructor(
    private readonly store: FileStore,
    private readonly clientId: number,
    private readonly uploadedBy: number,
  ) {}

  keyFor(path: string, websiteId: number | null): Promise<string> {
    const cacheKey = `${websiteId ?? 'client'}:${path}`;
    let key = this.keys.get(cacheKey);
    if (!key) {
      key = this.put(path, websiteId);
      this.keys.set(cacheKey, key);
    }
    return key;
  }

  private async put(path: string, websiteId: number | null): Promise<string> {
    const folders = path.split('/');
    const name = `${folders.pop() ?? 'image'}.svg`;
    const key = newFileKey(this.clientId, websiteId, ['demo', ...folders], name);
    const data = Buffer.from(demoImageSvg(path), 'utf8');
    await this.store.put(key, data, {
      contentType: 'image/svg+xml',
      size: data.length,
      protected: false,
      clientId: this.clientId,
      websiteId,
      originalName: name,
      uploadedBy: this.uploadedBy,
      uploadedAt: new Date().toISOString(),
    });
    return key;
  }
}
