import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/connect';
import { AppError } from '../../shared/errors';
import type { Registry } from '../../shared/registry';
import type { AuthContext } from '../types';

export interface RecordWebsite {
  website_id: number;
  website_name: string;
}

/**
 * The website that holds a record of a website-scoped kind, so a link to a record of another
 * website can offer to switch to it instead of saying "not found". Tenancy and roles as everywhere:
 * only a record of the caller's client on a website where the caller may view that kind's area is
 * told; anything else is the same 404 as a record that does not exist, so nothing leaks.
 */
export async function recordWebsite(db: Db, registry: Registry, auth: AuthContext, kind: string, id: number): Promise<RecordWebsite> {
  const decl = registry.find(kind);
  const missing = new AppError('NOT_FOUND', { what: `${decl?.label.one ?? kind} ${id}` });
  if (!decl || decl.scope !== 'website') throw missing;
  const [row] = await rows<RecordWebsite>(
    db,
    sql`SELECT r.website_id, w.website_name FROM records r JOIN websites w ON w.website_id = r.website_id
        WHERE r.kind = ${kind} AND r.record_id = ${id} AND r.client_id = ${auth.clientId} AND w.client_id = ${auth.clientId}`,
  );
  if (!row || !auth.websiteRoles.get(Number(row.website_id))?.[decl.area]?.isViewer) throw missing;
  return { website_id: Number(row.website_id), website_name: row.website_name };
}
