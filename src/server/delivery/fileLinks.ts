import type { FieldSchema, RecordSchema } from '../../shared/registry';
import type { Doc } from '../resources/recordShape';
import type { UrlSigner } from '../files/signing';
import { parseFileKey } from '../files/fileKeys';

/**
 * A signed, absolute link for an uploaded file of the client. Its expiry is rounded up to the
 * lifetime's window, so answers — and their ETags — stay the same within a window instead of
 * changing every second; a link is valid for between one and two lifetimes.
 */
export function fileLinker(signer: UrlSigner, publicUrl: string, clientId: number, ttlSeconds: number, nowMs = Date.now()) {
  const ttl = Math.max(60, Math.floor(ttlSeconds));
  const exp = (Math.floor(nowMs / 1000 / ttl) + 2) * ttl;
  return {
    /** When the links made now stop being the ones a new answer would carry (ms). */
    windowEndsMs: (exp - ttl) * 1000,
    link(value: string): string | undefined {
      const key = parseFileKey(value.trim().replace(/^\/+/, ''));
      if (!key || key.clientId !== clientId) return undefined;
      return `${publicUrl}${signer.sign({ key: key.key, exp })}`;
    },
  };
}

type Link = (value: string) => string | undefined;

function signValue(schema: FieldSchema, value: unknown, link: Link): unknown {
  if (typeof value === 'string') return schema.format === 'imageRef' ? (link(value) ?? value) : value;
  if (Array.isArray(value) && schema.items) return value.map((item) => signValue(schema.items as FieldSchema, item, link));
  if (value && typeof value === 'object' && schema.properties) signFields(schema.properties, value as Doc, link);
  return value;
}

function signFields(properties: Record<string, FieldSchema>, doc: Doc, link: Link): void {
  for (const [name, field] of Object.entries(properties)) {
    if (doc[name] !== undefined) doc[name] = signValue(field, doc[name], link);
  }
}

/** Every declared file field (format imageRef) holding an uploaded file's key becomes its signed link; web addresses stay. */
export function signFiles(schema: RecordSchema, docs: Doc[], link: Link): void {
  for (const doc of docs) signFields(schema.properties, doc, link);
}
