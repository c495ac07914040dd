import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app';
import { UrlSigner } from '../../src/server/files/signing';
import { fileSigningSecret } from '../../src/server/files/signingSecret';
import { createTestApp, type TestApp } from './helpers/testApp';

/** docs/architecture.md §4 files: upload, HMAC-signed short-lived links, public links, serving with checks. */
let t: TestApp;
let owner: string;
let viewer: string;
let other: string;

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 7)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>',
);

interface Uploaded {
  file_name: string;
  url: string;
  public_url?: string;
}

function upload(token: string, body: Record<string, unknown>) {
  return t.as(token, {
    method: 'POST',
    url: '/api/main/upload',
    payload: {
      website_id: 1,
      file_name: 'logo.png',
      file_type: 'image/png',
      base_upload_path: 'logos',
      is_protected_file: false,
      data_base64: PNG.toString('base64'),
      ...body,
    },
  });
}

async function uploaded(token: string, body: Record<string, unknown> = {}): Promise<Uploaded> {
  const res = await upload(token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Uploaded;
}

const signed = (token: string, query: Record<string, string>) =>
  t.as(token, { method: 'GET', url: `/api/main/signed_file?${new URLSearchParams(query).toString()}` });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@example.com');
  viewer = await t.login('viewer@example.com');
  other = await t.login('other@example.com');
});
afterAll(() => t.close());

describe('POST /api/main/upload', () => {
  it('stores a file under client/website/base path with a safe name and answers signed links', async () => {
    const data = await uploaded(owner, { file_name: '../My Logo (final).PNG' });
    expect(data.file_name).toMatch(/^1\/1\/logos\/[0-9a-f]{16}-My-Logo-final\.png$/);
    expect(data.url).toMatch(/^\/files\/1\/1\/logos\/[^?]+\?exp=\d+&sig=[0-9a-f]{64}$/);
    expect(data.public_url).toMatch(/^http:\/\/localhost:3000\/files\/1\/1\/logos\//);
    const res = await t.app.inject({ method: 'GET', url: data.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=(29\d|300)$/);
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('stores client-wide files under "client" for a forms or people maker', async () => {
    const data = await uploaded(owner, { website_id: undefined, base_upload_path: 'speakers/photos' });
    expect(data.file_name).toMatch(/^1\/client\/speakers\/photos\//);
  });

  it('refuses a file over 5 MiB with 413 and the limit in the message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(owner, { data_base64: big.toString('base64') });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'FILE_TOO_LARGE', message: expect.stringContaining('5 MiB') });
  });

  it('answers FILE_TOO_LARGE, not a generic body error, when the body passes the route limit', async () => {
    const res = await upload(owner, { data_base64: 'A'.repeat(8 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('FILE_TOO_LARGE');
  });

  it('refuses a type outside the list with 415 naming the allowed types', async () => {
    const res = await upload(owner, {
      file_type: 'text/html',
      file_name: 'x.html',
      data_base64: Buffer.from('<p>hi</p>').toString('base64'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(res.json().error.message).toContain('image/png, image/jpeg, image/webp, image/gif, image/svg+xml, application/pdf');
  });

  it('refuses content that is not the declared type (sniffed) with 415', async () => {
    const res = await upload(owner, { file_type: 'image/jpeg', file_name: 'photo.jpg' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({ code: 'FILE_CONTENT_MISMATCH', message: expect.stringContaining('image/jpeg') });
    const html = await upload(owner, {
      file_type: 'image/svg+xml',
      file_name: 'x.svg',
      data_base64: Buffer.from('<html><script>alert(1)</script></html>').toString('base64'),
    });
    expect(html.statusCode).toBe(415);
  });

  it('refuses bad base64, a bad base path and a viewer', async () => {
    expect((await upload(owner, { data_base64: 'not base64!' })).statusCode).toBe(400);
    expect((await upload(owner, { base_upload_path: '../etc' })).json().error.field).toBe('base_upload_path');
    const res = await upload(viewer, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN_ROLE');
  });

  it("refuses another client's website", async () => {
    expect((await upload(other, {})).statusCode).toBe(403);
  });
});

describe('GET /api/main/signed_file and /files/…', () => {
  it('signs a stored key (or a bare name under its base path) for five minutes', async () => {
    const pdf = await uploaded(owner, {
      file_name: 'brochure.pdf',
      file_type: 'application/pdf',
      base_upload_path: 'docs',
      data_base64: PDF.toString('base64'),
    });
    const res = await signed(viewer, {
      file_name: pdf.file_name,
      file_type: 'application/pdf',
      website_id: '1',
      base_upload_path: 'docs',
      is_protected_file: 'false',
      is_info_file: 'false',
    });
    expect(res.statusCode).toBe(200);
    const { url, expires_at } = res.json().data;
    const ttl = Date.parse(expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(290_000);
    expect(ttl).toBeLessThanOrEqual(300_000);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const bare = pdf.file_name.split('/').pop()!;
    const byName = await signed(viewer, { file_name: bare, website_id: '1', base_upload_path: 'docs' });
    expect(byName.statusCode).toBe(200);
  });

  it('refuses a tampered signature, key or expiry with 403', async () => {
    const { url } = await uploaded(owner);
    const lastHex = url.slice(-1) === '0' ? '1' : '0';
    const badSig = await t.app.inject({ method: 'GET', url: url.slice(0, -1) + lastHex });
    expect(badSig.statusCode).toBe(403);
    expect(badSig.json().error.code).toBe('FILE_LINK_INVALID');
    const other2 = await uploaded(owner);
    const swapped = url.replace(/^\/files\/[^?]+/, other2.url.replace(/\?.*$/, ''));
    expect((await t.app.inject({ method: 'GET', url: swapped })).statusCode).toBe(403);
    const later = url.replace(/exp=(\d+)/, (_m, exp: string) => `exp=${Number(exp) + 3600}`);
    expect((await t.app.inject({ method: 'GET', url: later })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url.split('?')[0] })).statusCode).toBe(403);
  });

  it('refuses an expired link with 403 and says it expired', async () => {
    const { file_name } = await uploaded(owner);
    const signer = new UrlSigner(await fileSigningSecret(t.database.db, t.config.fileSigningSecret));
    const url = signer.sign({ key: file_name, exp: Math.floor(Date.now() / 1000) - 5 });
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'FILE_LINK_EXPIRED', message: expect.stringContaining('expired') });
    // The same signer with a future expiry is accepted: the secret is the one kept in app_secrets.
    expect(
      (await t.app.inject({ method: 'GET', url: signer.sign({ key: file_name, exp: Math.floor(Date.now() / 1000) + 60 }) })).statusCode,
    ).toBe(200);
  });

  it("refuses another client's file (403) and a missing one (404)", async () => {
    const theirs = await uploaded(other, { website_id: 5 });
    const res = await signed(owner, { file_name: theirs.file_name });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FILE_FORBIDDEN');
    const missing = await signed(owner, { file_name: '1/1/logos/0123456789abcdef-nothing.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('FILE_NOT_FOUND');
  });

  it('serves a protected file only with a session of its client', async () => {
    const data = await uploaded(owner, { is_protected_file: true });
    expect(data.public_url).toBeUndefined();
    expect(data.url).toMatch(/[?&]cid=1(&|$)/);
    const anonymous = await t.app.inject({ method: 'GET', url: data.url });
    expect(anonymous.statusCode).toBe(401);
    const otherClient = await t.as(other, { method: 'GET', url: data.url });
    expect(otherClient.statusCode).toBe(403);
    const withCookie = await t.app.inject({ method: 'GET', url: data.url, cookies: { dev_auth: viewer } });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves SVG with its exact type inside a CSP sandbox', async () => {
    const data = await uploaded(owner, { file_name: 'icon.svg', file_type: 'image/svg+xml', data_base64: SVG.toString('base64') });
    const res = await t.app.inject({ method: 'GET', url: data.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toMatch(/^sandbox;/);
  });
});

describe('GET /api/main/public_presign_url', () => {
  it('gives a day-long absolute link for a public file, from its URL or key', async () => {
    const data = await uploaded(owner);
    const res = await t.as(viewer, { method: 'GET', url: `/api/main/public_presign_url?url=${encodeURIComponent(data.url)}` });
    expect(res.statusCode).toBe(200);
    const { url, expires_at } = res.json().data;
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    const file = await t.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
    expect(file.statusCode).toBe(200);
    const byKey = await t.as(viewer, { method: 'GET', url: `/api/main/public_presign_url?url=${encodeURIComponent(data.file_name)}` });
    expect(byKey.statusCode).toBe(200);
  });

  it('refuses a protected file with 403 and a file of another client with 403', async () => {
    const secret = await uploaded(owner, { is_protected_file: true });
    const res = await t.as(owner, { method: 'GET', url: `/api/main/public_presign_url?url=${encodeURIComponent(secret.file_name)}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FILE_PROTECTED');
    const theirs = await uploaded(other, { website_id: 5 });
    expect(
      (await t.as(owner, { method: 'GET', url: `/api/main/public_presign_url?url=${encodeURIComponent(theirs.file_name)}` })).statusCode,
    ).toBe(403);
  });
});

describe('several instances on one database and one file folder', () => {
  it('share the signing secret kept in app_secrets, so a link made by one is served by another', async () => {
    const filesDir = mkdtempSync(join(tmpdir(), 'console-files-test-'));
    const first = await buildApp({ ...t.config, filesDir }, { database: t.database });
    const second = await buildApp({ ...t.config, filesDir }, { database: t.database });
    try {
      const res = await first.inject({
        method: 'POST',
        url: '/api/main/upload',
        headers: { authorization: `Bearer ${owner}` },
        payload: { website_id: 1, file_name: 'shared.png', file_type: 'image/png', data_base64: PNG.toString('base64') },
      });
      expect(res.statusCode, res.body).toBe(201);
      const served = await second.inject({ method: 'GET', url: res.json().data.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);
    } finally {
      await first.close();
      await second.close();
      rmSync(filesDir, { recursive: true, force: true });
    }
  });
});
