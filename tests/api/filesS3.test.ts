import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../../src/server/config';
import { createTestApp, type TestApp } from './helpers/testApp';

/** docs/architecture.md §4 files with FILE_STORE=s3: the same upload and signed links, the bytes in a bucket (s3rver, in process). */
const BUCKET = 'console-files';
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 7)]);
let s3rver: S3rver;
let directory: string;
let s3: S3Config;
let t: TestApp;
let owner: string;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 's3rver-api-'));
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3rver.run();
  s3 = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: BUCKET,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'test/',
  };
  t = await createTestApp({ s3 });
  owner = await t.login('owner@example.com');
});
afterAll(async () => {
  await t?.close();
  await s3rver?.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('files on an S3 store', () => {
  it('uploads into the bucket and serves the same bytes through the signed link', async () => {
    const res = await t.as(owner, {
      method: 'POST',
      url: '/api/main/upload',
      payload: {
        website_id: 1,
        file_name: 'Logo été.png',
        file_type: 'image/png',
        base_upload_path: 'logos',
        is_protected_file: false,
        data_base64: PNG.toString('base64'),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as { file_name: string; url: string };

    const client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `test/${data.file_name}` }));
      expect(head.ContentType).toBe('image/png');
      expect(head.ContentLength).toBe(PNG.length);
      expect(decodeURIComponent(head.Metadata?.['original-name'] ?? '')).toBe('Logo été.png');
    } finally {
      client.destroy();
    }

    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(PNG.length));
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers 404 for a signed link to a key the bucket does not hold', async () => {
    const res = await t.as(owner, {
      method: 'GET',
      url: `/api/main/signed_file?${new URLSearchParams({ file_name: '1/1/logos/0123456789abcdef-gone.png' }).toString()}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('FILE_NOT_FOUND');
  });
});
