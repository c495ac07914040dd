import { parseCall, type Registry } from '../registry';
import { resolveActiveWebsite, type SwitchableWebsite } from './activeWebsite';
import { listPageAt } from './entityPath';
import { listDefaults } from './listDefaults';
import { kindFitsUseCase } from './useCaseFit';

/** What of the session the choice needs: the client and its websites. */
export interface FirstCallSession {
  client: { client_id: string | number };
  websites: readonly SwitchableWebsite[];
}

/**
 * The list call a console address makes first, as path?query, or undefined when it makes none:
 * at a kind's list address without list parameters, the first page in the declared order, on the
 * website the console settles on (the saved one, else the first) when the kind belongs to it.
 * The console builds the same call its own way (engine/prefetchList.ts, engine/list/listState.ts,
 * engine/resourceApi.ts); tests/console/engine/firstListCall.test.ts holds the two together for
 * every declaration.
 */
export function firstListCall(
  registry: Registry,
  pathname: string,
  search: string,
  session: FirstCallSession,
  savedWebsiteId: string | null,
): string | undefined {
  const decl = listPageAt(registry, pathname);
  if (!decl?.endpoints.list || search.replace(/^\?/, '') !== '') return undefined;
  const website = resolveActiveWebsite(session.websites, savedWebsiteId);
  const useCase = website?.usecase_relation?.usecase_code;
  if (useCase !== undefined && !kindFitsUseCase(decl, useCase)) return undefined;
  const { size, sort, order } = listDefaults(decl);
  const query = new URLSearchParams({ client_id: String(session.client.client_id) });
  if (decl.scope === 'website' && website) query.set('website_id', String(website.website_id));
  query.set('page', '1');
  query.set('max_results', String(size));
  query.set('sort', sort);
  query.set('order', order);
  return `${parseCall('list', decl.endpoints.list).path}?${query.toString()}`;
}
