import type { QueryClient } from '@tanstack/react-query';
import type { Declaration } from '../../shared/registry';
import type { ApiClient } from '../api/client';
import { kindFitsUseCase } from '../../shared/rules/useCaseFit';
import { sessionQuery } from '../api/sessionQuery';
import { resolveActiveWebsite } from '../../shared/rules/activeWebsite';
import { savedWebsiteId } from '../state/websiteStore';
import { listRequest, readListState } from './list/listState';
import { listQuery } from './listQuery';

/**
 * On a cold load of a list address, asks for the list's first page as soon as the session and the
 * kind's declaration are in, with the request and cache key the list screen will use
 * (listQuery.ts, list/listState.ts): the call then runs while React renders the shell and the
 * screen, instead of after them. The website is settled as the layout will settle it
 * (app/useConsoleData.ts); a kind the website's use case does not have is not asked for. A server
 * render (renderPage.tsx) fills its own client the same way.
 */
export async function prefetchList(api: ApiClient, queryClient: QueryClient, decl: Declaration, search: string): Promise<void> {
  if (!decl.endpoints.list) return;
  const session = await queryClient.ensureQueryData(sessionQuery(api));
  const website = resolveActiveWebsite(session.websites, savedWebsiteId());
  const useCase = website?.usecase_relation?.usecase_code;
  if (useCase !== undefined && !kindFitsUseCase(decl, useCase)) return;
  const scope = { clientId: session.client.client_id, websiteId: website?.website_id };
  const req = listRequest(decl, readListState(decl, new URLSearchParams(search)));
  await queryClient.prefetchQuery(listQuery(api, queryClient, decl, scope, req));
}
