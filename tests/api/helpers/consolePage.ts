import { fileURLToPath } from 'node:url';
import { cookieNames } from '../../../src/shared/rules/cookieNames';
import { FIRST_ANSWERS_ID } from '../../../src/shared/rules/firstAnswers';
import type { TestApp } from './testApp';
import { demoTokens, demoUseCaseFor, demoWebsiteFor, type Ctx } from '../resources/sample';

/** Fills the resource suites' context for an app on the demo data (tests/api/consolePage.test.ts, consoleRender.test.ts). */
export async function demoCtx(ctx: Ctx, t: TestApp): Promise<void> {
  ctx.t = t;
  ctx.registry = t.app.registry;
  ctx.useCaseFor = demoUseCaseFor;
  ctx.websiteFor = demoWebsiteFor;
  ctx.tokens = await demoTokens(t);
}

/** Signs in as the browser does and returns its cookies as one header, with the chosen website if given. */
export async function browserCookies(t: TestApp, email: string, websiteId?: number): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/cms/auth/login', payload: { email, password: 'demo-password' } });
  const jar = res.cookies.map((c) => `${c.name}=${c.value}`);
  if (websiteId !== undefined) jar.push(`${cookieNames(false).activeWebsiteId}=${websiteId}`);
  return jar.join('; ');
}

/** The console's server bundle, from source: the tests hand it over through their TypeScript loader (server/consolePage/renderer.ts). */
export const RENDERER = fileURLToPath(new URL('../../../src/console/renderPage.tsx', import.meta.url));

interface ServedQuery {
  queryKey: unknown[];
  state: { data: unknown };
}

/** The first answers a page carries, as the console's query cache takes them (dehydrated queries); undefined when it carries none. */
export function servedQueries(body: string): ServedQuery[] | undefined {
  const match = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`, 's').exec(body);
  return match ? (JSON.parse(match[1]!) as { queries: ServedQuery[] }).queries : undefined;
}

/** What each served query is: the session, a list's page, or a label of a record a list points at. */
export const servedKind = ({ queryKey }: ServedQuery): string =>
  queryKey[0] === 'client' ? String(queryKey[2]) : `${String(queryKey[0])} ${String(queryKey[2])}`;

export interface ServedList {
  rows: Record<string, unknown>[];
  meta: Record<string, unknown>;
}

/** The session a page carries. */
export const servedSession = <T>(body: string): T => servedQueries(body)!.find((q) => servedKind(q) === 'session')!.state.data as T;

/** The list page a page carries, if any. */
export const servedList = (body: string): ServedList | undefined =>
  servedQueries(body)!.find((q) => servedKind(q) === 'resource list')?.state.data as ServedList | undefined;
