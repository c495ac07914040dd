import type { FastifyInstance } from 'fastify';
import type { ReferenceItem } from './data';
import { flatList } from '../../resources/flatList';

/** Live records of the kinds declaring `referenceData: flat_prodservs`, as reference items. */
export async function flatProdservs(app: FastifyInstance, clientId: number, websiteId?: number): Promise<ReferenceItem[]> {
  const kinds = app.registry.all().filter((d) => d.referenceData === 'flat_prodservs');
  const items: ReferenceItem[] = [];
  for (const decl of kinds) {
    if (decl.scope === 'website' && websiteId === undefined) continue;
    const records = await flatList(app.database.db, decl, { clientId, websiteId: decl.scope === 'website' ? websiteId! : null });
    for (const record of records) {
      const id = Number(record[decl.id]);
      const name = record[decl.display];
      items.push({ ...record, value: id, label: typeof name === 'string' ? name : String(id) });
    }
  }
  return items;
}
