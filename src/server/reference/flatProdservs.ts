import type { FastifyInstance } from 'fastify';
import type { ReferenceItem } from './data';
import { flatList } from '../resources/flatList';
import { kindFitsUseCase } from '../../shared/rules/useCaseFit';
import type { UseCase } from '../../shared/rules/types';
import type { AuthContext } from '../types';

/** Live records of the kinds declaring `referenceData: flat_prodservs` that the website's use case has, as reference items. */
export async function flatProdservs(app: FastifyInstance, auth: AuthContext, websiteId?: number): Promise<ReferenceItem[]> {
  const clientId = auth.clientId;
  const useCase = websiteId === undefined ? undefined : (auth.websiteUseCases.get(websiteId) as UseCase | undefined);
  const kinds = app.registry
    .all()
    .filter(
      (d) => d.referenceData === 'flat_prodservs' && (d.scope === 'client' || websiteId === undefined || kindFitsUseCase(d, useCase)),
    );
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
