import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/connect';
import { AppError } from '../../shared/errors';
import type { Declaration, FieldSchema } from '../../shared/registry';
import { fieldValues } from './fieldValues';
import type { Doc } from './recordShape';
import type { Scope } from './store';

const targetOf = (field: FieldSchema) => field['x-ref'] ?? field.items?.['x-ref'];

/**
 * Integrity at save: every x-ref value names an existing record (draft or live) of the same client
 * and, when the target lives on a website, of the record's own website. Whether the target is live
 * is judged later, at publish. Refused with the field named, so nothing dangling is ever stored.
 */
export async function assertRefsExist(tx: Db, decl: Declaration, scope: Scope, doc: Doc): Promise<void> {
  for (const { field, value, schema } of fieldValues(decl.schema, doc, (f) => targetOf(f) !== undefined)) {
    const target = targetOf(schema) ?? '';
    const id = typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
    const [row] =
      id === null
        ? []
        : await rows<{ website_id: number | null }>(
            tx,
            sql`SELECT website_id FROM records WHERE kind = ${target} AND record_id = ${id} AND client_id = ${scope.clientId}`,
          );
    const otherSite = row && scope.websiteId !== null && row.website_id !== null && Number(row.website_id) !== scope.websiteId;
    if (!row || otherSite) {
      const title = schema.title ?? field;
      const where = otherSite ? 'this website' : 'this organisation';
      throw new AppError(
        'INVALID_FIELD',
        { reason: `${title}: there is no record ${JSON.stringify(value)} of ${where} to point at.` },
        { field },
      );
    }
  }
}
