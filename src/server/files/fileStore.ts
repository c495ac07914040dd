import type { Readable } from 'node:stream';

/** What is kept beside each stored file. */
export interface FileMeta {
  contentType: string;
  size: number;
  /** Served only to a signed-in user of the owning client, whatever the link. */
  protected: boolean;
  clientId: number;
  /** null for client-wide files (forms, people). */
  websiteId: number | null;
  originalName: string;
  uploadedBy: number;
  uploadedAt: string;
}

export interface StoredFile {
  meta: FileMeta;
  body: Readable;
}

/**
 * Where uploaded files live, by key (`<client>/<website|client>/<base path>/<random>-<name>`).
 * Keys reaching a store are already validated (fileKeys.ts). The local store is the default;
 * FILE_STORE=s3 picks the S3-compatible store (docs/architecture.md §4), so that N instances share the files:
 * PutObject with the meta as object metadata, GetObject streaming, HeadObject for stat,
 * DeleteObject. files/service.ts chooses between them from config.ts. Either way a missing
 * file is null, and deleting one is not an error.
 */
export interface FileStore {
  put(key: string, data: Buffer, meta: FileMeta): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  stat(key: string): Promise<FileMeta | null>;
  delete(key: string): Promise<void>;
}
