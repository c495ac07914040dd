import { AppError } from '../../shared/errors';
import { patterns } from '../../shared/formatPatterns';
import type { FieldSchema, RecordSchema } from '../../shared/registry';

interface Found {
  field: string;
  title: string;
}

/** The first image value (format imageRef) naming an uploaded file of another client, with its path. */
function foreignFile(schema: FieldSchema, value: unknown, clientId: number, path: string[]): Found | null {
  if (typeof value === 'string') {
    if (schema.format !== 'imageRef' || !patterns.fileKey.test(value)) return null;
    const owner = Number(value.replace(/^\/+/, '').split('/')[0]);
    return owner === clientId ? null : { field: path.join('/'), title: schema.title ?? path.join('/') };
  }
  if (Array.isArray(value) && schema.items) {
    for (const [i, item] of value.entries()) {
      const found = foreignFile(schema.items, item, clientId, [...path, String(i)]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object' && schema.properties) {
    for (const [key, field] of Object.entries(schema.properties)) {
      const found = foreignFile(field, (value as Record<string, unknown>)[key], clientId, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * A record may only point at files of its own client. Another client's file would never be
 * shown (links are signed per client), so saving one is refused with the field named.
 */
export function assertOwnFiles(schema: RecordSchema, doc: Record<string, unknown>, clientId: number): void {
  for (const [key, field] of Object.entries(schema.properties)) {
    const found = foreignFile(field, doc[key], clientId, [key]);
    if (!found) continue;
    throw new AppError(
      'INVALID_FIELD',
      { reason: `${found.title} must be a file uploaded for this organisation.` },
      { field: found.field },
    );
  }
}
