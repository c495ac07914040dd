import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookieNames } from '../../shared/rules/cookieNames';
import type { FirstAnswer, FirstAnswers } from '../../shared/rules/firstAnswers';
import { requestKey } from '../../shared/rules/firstAnswers';
import { firstListCall, type FirstCallSession } from '../../shared/rules/firstListCall';

const SESSION_CALL = '/api/client/session';

/**
 * One call of the page, asked of this server in process with the visitor's own cookies, so every
 * rule of the API (session, tenancy, roles, use case) decides the answer exactly as if the browser
 * had asked. Anything but a 200 is left for the console to ask for, and to report, itself.
 */
async function ask(app: FastifyInstance, request: FastifyRequest, url: string): Promise<FirstAnswer | undefined> {
  const answer = await app.inject({
    method: 'GET',
    url,
    remoteAddress: request.ip,
    headers: { cookie: request.headers.cookie ?? '', accept: 'application/json', 'user-agent': request.headers['user-agent'] ?? '' },
  });
  if (answer.statusCode !== 200) return undefined;
  const body = answer.json<FirstAnswer>();
  return { data: body.data, ...(body.meta === undefined ? {} : { meta: body.meta }) };
}

/**
 * The answers a signed-in console page asks for first (shared/rules/firstAnswers.ts): the session,
 * then at a list address the list's first page (shared/rules/firstListCall.ts), which names the
 * records its rows point at. Asked only for a request with the auth cookie (plugins/console.ts); a
 * session the API refuses (expired, forged) gets no answers.
 */
export async function firstAnswers(app: FastifyInstance, request: FastifyRequest, pathname: string, search: string): Promise<FirstAnswers> {
  const names = cookieNames(app.config.production);
  const session = await ask(app, request, SESSION_CALL);
  if (!session) return {};
  const answers: FirstAnswers = { [requestKey(SESSION_CALL)]: session };
  const list = firstListCall(
    app.registry,
    pathname,
    search,
    session.data as FirstCallSession,
    request.cookies[names.activeWebsiteId] ?? null,
  );
  if (list) {
    const page = await ask(app, request, list);
    if (page) answers[requestKey(list)] = page;
  }
  return answers;
}
