import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { FileMeta, FileStore } from './fileStore';
import { LocalFileStore } from './localFileStore';
import { UrlSigner } from './signing';
import { fileSigningSecret } from './signingSecret';

export interface SignedLink {
  url: string;
  expires_at: string;
}

/** The file store, the link signer and the link lifetimes, built once per app. */
export interface FileService {
  store: FileStore;
  signer: UrlSigner;
  /** A link to a stored file for ttlSeconds; protected files' links also name their client. */
  link(key: string, meta: Pick<FileMeta, 'protected' | 'clientId'>, ttlSeconds: number): SignedLink;
  close(): Promise<void>;
}

/** FILES_DIR or <DATA_DIR>/files; with neither (in-memory tests) a temporary folder removed on close. */
function storeRoot(config: Config): { root: string; temporary: boolean } {
  const dir = config.filesDir ?? (config.dataDir ? join(config.dataDir, 'files') : undefined);
  if (dir) {
    mkdirSync(dir, { recursive: true });
    return { root: dir, temporary: false };
  }
  return { root: mkdtempSync(join(tmpdir(), 'console-files-')), temporary: true };
}

/**
 * The S3 bucket when FILE_STORE=s3, else the local folder; close() releases what the store holds.
 * The S3 SDK is loaded only when it is used: it adds a quarter of a second to every start.
 */
async function createStore(config: Config): Promise<{ store: FileStore; close: () => void }> {
  if (config.s3) {
    const { S3FileStore } = await import('./s3FileStore');
    const store = new S3FileStore(config.s3);
    return { store, close: () => store.close() };
  }
  const { root, temporary } = storeRoot(config);
  return {
    store: new LocalFileStore(root),
    close: () => {
      if (temporary) rmSync(root, { recursive: true, force: true });
    },
  };
}

export async function createFileService(config: Config, db: Db): Promise<FileService> {
  const signer = new UrlSigner(await fileSigningSecret(db, config.fileSigningSecret));
  const { store, close: closeStore } = await createStore(config);
  return {
    store,
    signer,
    link(key, meta, ttlSeconds) {
      const exp = Math.floor(Date.now() / 1000) + Math.max(1, Math.floor(ttlSeconds));
      const url = signer.sign({ key, exp, ...(meta.protected ? { cid: meta.clientId } : {}) });
      return { url, expires_at: new Date(exp * 1000).toISOString() };
    },
    async close() {
      closeStore();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present once the files plugin is registered. */
    files?: FileService;
  }
}
