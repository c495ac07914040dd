import { createHash } from 'node:crypto';

export interface CachedAnswer {
  body: string;
  etag: string;
  /** ms: the signed file links inside stop being the current ones (src/server/delivery/fileLinks.ts). */
  expiresAt: number;
}

/** A strong ETag: a digest of the exact bytes sent, so every node gives the same answer the same tag. */
export const etagOf = (body: string): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** If-None-Match holds the tag (weak comparison, as RFC 9110 §13.1.2 asks), or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/**
 * Answers already computed, per node, keyed by the website, the revisions of its live content and
 * the request: a publish moves the revision, so an entry is never served after its content changed —
 * it is simply never asked for again and ages out. Bounded in bytes, least recently used first out.
 */
export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string, now = Date.now()): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) {
      this.bytes -= entry.body.length;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedAnswer): void {
    if (entry.body.length > this.maxBytes / 8) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.body.length;
    }
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.body.length;
    }
  }
}
