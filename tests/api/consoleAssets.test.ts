import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from '../../generators/vite/precompress';
import { createTestApp, type TestApp } from './helpers/testApp';

/**
 * The built console goes out compressed once, at build time (generators/vite/precompress.ts), and
 * the server sends the file the browser accepts (src/server/plugins/console.ts): brotli, else gzip,
 * else the file itself — the same bytes after decoding, with the same caching.
 */
const dir = mkdtempSync(join(tmpdir(), 'console-assets-'));
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const html = `<!doctype html><html><head><title>Console</title></head><body>${'<!-- padding -->'.repeat(100)}<div id="root"></div></body></html>`;
let t: TestApp;
let compressed: string[];

beforeAll(async () => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'tiny-abc123.js'), 'export {};\n');
  writeFileSync(join(dir, 'assets', 'app-abc123.js.map'), script);
  writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
  compressed = precompressDir(dir);
  t = await createTestApp({ consoleDir: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the build compresses what the browser downloads', () => {
  it('writes .br and .gz for text files of 1 kB or more, not for tiny files, source maps or images', () => {
    expect(compressed.map((f) => f.slice(dir.length)).sort()).toEqual(['/assets/app-abc123.js', '/index.html']);
    expect(existsSync(join(dir, 'assets', 'tiny-abc123.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'app-abc123.js.map.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'logo.png.gz'))).toBe(false);
  });
});

describe('the server sends the encoding the browser accepts', () => {
  it.each([
    ['brotli when the browser takes it', 'gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip when brotli is not accepted', 'gzip', 'gzip', gunzipSync],
    ['the file itself when nothing is accepted', undefined, undefined, (b: Buffer) => b],
  ])('a script: %s', async (_sentence, accept, encoding, decode) => {
    const res = await get('/assets/app-abc123.js', accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(decode(res.rawPayload).toString()).toBe(script);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    if (encoding) expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    if (encoding) expect(res.rawPayload.length).toBeLessThan(script.length / 3);
  });

  it('a client-side route gets index.html compressed, never cached', async () => {
    const res = await get('/make/entities/programs', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('a file the build left alone goes out as it is, whatever the browser accepts', async () => {
    const res = await get('/assets/tiny-abc123.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};\n');
  });
});
