import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileMeta, FileStore, StoredFile } from './fileStore';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files on the local disk: the bytes under `<root>/objects/<key>`, the meta as JSON under
 * `<root>/meta/<key>.json` (two trees, so no key can ever collide with a meta file).
 */
export class LocalFileStore implements FileStore {
  private readonly objects: string;
  private readonly metas: string;

  constructor(root: string) {
    this.objects = resolve(root, 'objects');
    this.metas = resolve(root, 'meta');
  }

  /** Keys are validated before they get here; this refuses any path that leaves the tree anyway. */
  private pathIn(base: string, key: string, suffix = ''): string {
    const full = resolve(join(base, key + suffix));
    if (!full.startsWith(base + sep)) throw new Error(`File key escapes the store: ${key}`);
    return full;
  }

  /** Writes beside the target and renames, so a reader never sees half a file. */
  private async writeAtomic(path: string, data: Buffer | string): Promise<void> {
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, data, { flag: 'wx' });
    await rename(temp, path);
  }

  async put(key: string, data: Buffer, meta: FileMeta): Promise<void> {
    await this.writeAtomic(this.pathIn(this.objects, key), data);
    // The meta goes last: a file without meta is treated as missing.
    await this.writeAtomic(this.pathIn(this.metas, key, '.json'), JSON.stringify(meta));
  }

  async stat(key: string): Promise<FileMeta | null> {
    try {
      return JSON.parse(await readFile(this.pathIn(this.metas, key, '.json'), 'utf8')) as FileMeta;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const meta = await this.stat(key);
    if (!meta) return null;
    const path = this.pathIn(this.objects, key);
    // Open before answering so a file deleted in between is a 404, not a broken stream.
    const body = createReadStream(path);
    try {
      await new Promise<void>((ok, fail) => {
        body.once('open', () => ok());
        body.once('error', fail);
      });
    } catch (err) {
      body.destroy();
      if (isMissing(err)) return null;
      throw err;
    }
    return { meta, body };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathIn(this.metas, key, '.json'), { force: true });
    await rm(this.pathIn(this.objects, key), { force: true });
  }
}
