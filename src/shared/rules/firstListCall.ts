import type { Registry } from '../registry';
import { resolveActiveWebsite, type SwitchableWebsite } from './activeWebsite';
import { listPageAt } from './entityPath';
import { firstPageRequest, listCallPath } from './listCall';
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
 * Built by listCall.ts, the builder of the console's own list calls (engine/resourceApi.ts), from
 * the first page's request (`firstPageRequest`), which is what the console's list state reads from
 * an address without parameters (engine/list/listState.ts); tests/console/engine/firstListCall.test.ts
 * holds the two together for every declaration.
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
  return listCallPath(decl, { clientId: session.client.client_id, websiteId: website?.website_id }, firstPageRequest(decl));
}
