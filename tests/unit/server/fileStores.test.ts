import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../../../src/server/config';
import type { FileMeta, FileStore } from '../../../src/server/files/fileStore';
import { LocalFileStore } from '../../../src/server/files/localFileStore';
import { S3FileStore } from '../../../src/server/files/s3FileStore';

/** One behaviour for every FileStore: the local folder, and S3 as spoken by s3rver (in process). */
const BUCKET = 'console-files';
let s3rver: S3rver;
let s3: S3Config;
const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), name));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: tempDir('s3rver-'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3rver.run();
  // s3rver knows only the access key S3RVER; it parses SigV4 requests but does not verify them.
  s3 = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: BUCKET,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
});
afterAll(async () => {
  await s3rver.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function bytes(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const BINARY = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
const meta = (overrides: Partial<FileMeta> = {}): FileMeta => ({
  contentType: 'image/png',
  size: BINARY.length,
  protected: false,
  clientId: 1,
  websiteId: 2,
  originalName: 'Ünïcode résumé.png',
  uploadedBy: 7,
  uploadedAt: '2025-01-02T03:04:05.678Z',
  ...overrides,
});

let counter = 0;
const newKey = () => `1/2/logos/${(++counter).toString(16).padStart(16, '0')}-file.png`;

interface Case {
  name: string;
  make: () => { store: FileStore; close: () => void };
}

const cases: Case[] = [
  { name: 'LocalFileStore', make: () => ({ store: new LocalFileStore(tempDir('local-store-')), close: () => {} }) },
  {
    name: 'S3FileStore',
    make: () => {
      const store = new S3FileStore(s3);
      return { store, close: () => store.close() };
    },
  },
];

describe.each(cases)('$name', ({ make }) => {
  let store: FileStore;
  let close: () => void;
  beforeAll(() => ({ store, close } = make()));
  afterAll(() => close());

  it('gives back the same bytes and meta it was given', async () => {
    const key = newKey();
    await store.put(key, BINARY, meta());
    const file = await store.get(key);
    expect(file).not.toBeNull();
    expect(file!.meta).toEqual(meta());
    expect((await bytes(file!.body)).equals(BINARY)).toBe(true);
  });

  it('keeps a protected client-wide file (websiteId null) and text as is', async () => {
    const key = newKey();
    const text = Buffer.from('name,email\nZoë,zoe@example.com\n');
    const stored = meta({
      contentType: 'text/csv',
      size: text.length,
      protected: true,
      websiteId: null,
      clientId: 42,
      originalName: '日本語 – list (1).csv',
    });
    await store.put(key, text, stored);
    const file = await store.get(key);
    expect(file!.meta).toEqual(stored);
    expect((await bytes(file!.body)).toString()).toBe(text.toString());
  });

  it('answers stat with the meta alone', async () => {
    const key = newKey();
    await store.put(key, BINARY, meta({ websiteId: 9 }));
    const stat = await store.stat(key);
    expect(stat).toEqual(meta({ websiteId: 9 }));
    expect(stat).not.toHaveProperty('body');
  });

  it('answers null for a missing key', async () => {
    expect(await store.get('1/2/logos/ffffffffffffffff-nothing.png')).toBeNull();
    expect(await store.stat('1/2/logos/ffffffffffffffff-nothing.png')).toBeNull();
  });

  it('deletes, and deleting a missing key is no error', async () => {
    const key = newKey();
    await store.put(key, BINARY, meta());
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(await store.stat(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
    await expect(store.delete('1/2/logos/eeeeeeeeeeeeeeee-never.png')).resolves.toBeUndefined();
  });

  it('replaces the content and meta on a second put', async () => {
    const key = newKey();
    await store.put(key, BINARY, meta());
    const next = Buffer.from('second version');
    await store.put(key, next, meta({ contentType: 'text/plain', size: next.length, originalName: 'second.txt' }));
    const file = await store.get(key);
    expect(file!.meta).toMatchObject({ contentType: 'text/plain', size: next.length, originalName: 'second.txt' });
    expect((await bytes(file!.body)).equals(next)).toBe(true);
  });
});

describe('S3FileStore errors', () => {
  it('lets other errors than a missing key through, such as a missing bucket', async () => {
    const store = new S3FileStore({ ...s3, bucket: 'no-such-bucket' });
    try {
      await expect(store.put(newKey(), BINARY, meta())).rejects.toMatchObject({ name: 'NoSuchBucket' });
      await expect(store.get(newKey())).rejects.toMatchObject({ name: 'NoSuchBucket' });
    } finally {
      store.close();
    }
  });

  it('lets refused credentials through rather than calling the file missing', async () => {
    const store = new S3FileStore({ ...s3, accessKeyId: 'UNKNOWN' });
    try {
      await expect(store.stat(newKey())).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
      await expect(store.get(newKey())).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    } finally {
      store.close();
    }
  });
});

describe('S3FileStore with a prefix', () => {
  let client: S3Client;
  let plain: S3FileStore;
  beforeAll(() => {
    client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    plain = new S3FileStore(s3);
  });
  afterAll(() => {
    client.destroy();
    plain.close();
  });
  const keysUnder = async (prefix: string) =>
    ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? []).map((o) => o.Key);

  it('keeps objects under the prefix and reads them back by their plain key', async () => {
    const store = new S3FileStore({ ...s3, prefix: 'tenant-a/' });
    try {
      const key = newKey();
      await store.put(key, BINARY, meta());
      expect(await keysUnder('tenant-a/')).toEqual([`tenant-a/${key}`]);
      expect(await store.stat(key)).toEqual(meta());
      expect(await plain.stat(key)).toBeNull();
      await store.delete(key);
      expect(await keysUnder('tenant-a/')).toEqual([]);
    } finally {
      store.close();
    }
  });

  it('adds the separating slash when the prefix lacks one', async () => {
    const store = new S3FileStore({ ...s3, prefix: 'tenant-b' });
    try {
      const key = newKey();
      await store.put(key, BINARY, meta());
      expect(await keysUnder('tenant-b')).toEqual([`tenant-b/${key}`]);
    } finally {
      store.close();
    }
  });
});
