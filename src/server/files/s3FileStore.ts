import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import type { FileMeta, FileStore, StoredFile } from './fileStore';

/**
 * A missing key is NoSuchKey on GET and a bodiless 404 (NotFound) on HEAD. Not every 404:
 * NoSuchBucket on GET is a misconfiguration and must surface, not read as "no such file".
 * AWS answers 403 instead of 404 for a missing key unless the credentials may s3:ListBucket,
 * so those credentials need it for a missing file to be a 404 rather than an error.
 */
function isMissing(err: unknown): boolean {
  return err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound');
}

/**
 * User metadata travels as x-amz-meta-* headers, so every value must be ASCII: the name is
 * percent-encoded. Header names come back lower-cased, hence the lower-case keys.
 */
function toMetadata(meta: FileMeta): Record<string, string> {
  return {
    protected: String(meta.protected),
    'client-id': String(meta.clientId),
    'website-id': meta.websiteId === null ? '' : String(meta.websiteId),
    'original-name': encodeURIComponent(meta.originalName),
    'uploaded-by': String(meta.uploadedBy),
    'uploaded-at': meta.uploadedAt,
  };
}

/** Objects written by something other than this store lack the meta; those count as missing, as in the local store. */
function fromObject(
  metadata: Record<string, string> | undefined,
  contentType: string | undefined,
  size: number | undefined,
): FileMeta | null {
  const m = metadata ?? {};
  if (m['client-id'] === undefined || m['uploaded-at'] === undefined) return null;
  return {
    contentType: contentType ?? 'application/octet-stream',
    size: size ?? 0,
    protected: m.protected === 'true',
    clientId: Number(m['client-id']),
    websiteId: m['website-id'] ? Number(m['website-id']) : null,
    originalName: decodeURIComponent(m['original-name'] ?? ''),
    uploadedBy: Number(m['uploaded-by']),
    uploadedAt: m['uploaded-at'],
  };
}

/** Files in an S3 bucket (AWS or a compatible service), so that several instances share them. */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3Config) {
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Since 3.729 the SDK adds CRC checksums to every PUT, which some S3-compatible services
      // refuse (Cloudflare R2 answers 501, aws-sdk-js-v3#6810); AWS itself keeps them.
      ...(options.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
    });
    this.bucket = options.bucket;
    this.prefix = options.prefix ? options.prefix.replace(/\/*$/, '/') : '';
  }

  private target(key: string) {
    return { Bucket: this.bucket, Key: this.prefix + key };
  }

  async put(key: string, data: Buffer, meta: FileMeta): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        ...this.target(key),
        Body: data,
        ContentType: meta.contentType,
        ContentLength: data.length,
        Metadata: toMetadata(meta),
      }),
    );
  }

  async stat(key: string): Promise<FileMeta | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand(this.target(key)));
      return fromObject(head.Metadata, head.ContentType, head.ContentLength);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(new GetObjectCommand(this.target(key)));
      const meta = fromObject(object.Metadata, object.ContentType, object.ContentLength);
      // In Node the body is an IncomingMessage, which is the Readable the interface promises.
      const body = object.Body;
      if (!(body instanceof Readable)) throw new Error('S3 GetObject answered a body that is not a Node stream');
      if (!meta) {
        body.destroy();
        return null;
      }
      return { meta, body };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /** S3 answers 204 for a missing key too, so there is nothing to catch. */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand(this.target(key)));
  }

  /** Ends the client's keep-alive sockets so a closing app does not linger. */
  close(): void {
    this.client.destroy();
  }
}
