import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { websites } from '../db/schema';
import { requestSession } from '../auth/requestSession';
import { hasRole } from '../resources/permissions';
import { loadPreview } from './previewModel';
import { renderMessage, renderPreview } from './render';
import { parseShow, previewPathFor } from './recordTarget';

interface PreviewRequest {
  Params: { websiteId: string; '*'?: string };
  Querystring: { live?: string; show?: string };
}

function answer(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(body);
}

const message = (reply: FastifyReply, status: number, heading: string, text: string) =>
  answer(reply, status, renderMessage(status, heading, text));

/** The address of the page inside the website: '/' or '/about-us', without a trailing slash. */
function pageUrl(rest: string | undefined): string {
  const path = `/${rest ?? ''}`.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * GET /preview/<website_id><page_full_url>: the page as the website would render it, from the
 * working copy (drafts marked) or, with ?live=1, from live versions only. For a signed-in user of
 * that website; the console frames it on the same origin (the security plugin allows that here).
 */
export async function previewRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  const handler = async (request: FastifyRequest<PreviewRequest>, reply: FastifyReply) => {
    const { presented, auth } = await requestSession(app, request);
    if (!auth) {
      return message(
        reply,
        401,
        'Please sign in',
        presented ? 'Your session has ended. Please sign in again.' : 'Sign in to the console to preview this website.',
      );
    }
    const websiteId = Number(request.params.websiteId);
    const allowed = Number.isSafeInteger(websiteId) && (['PAGE', 'ENTITY'] as const).some((a) => hasRole(auth, a, 'viewer', websiteId));
    if (!allowed) return message(reply, 403, 'No access', `You do not have access to website ${request.params.websiteId}.`);
    const [website] = await db.select().from(websites).where(eq(websites.websiteId, websiteId));
    if (!website || website.clientId !== auth.clientId)
      return message(reply, 403, 'No access', `You do not have access to website ${websiteId}.`);

    // ?show=<kind>:<id> (the review's "Preview with these changes"): the page showing that record.
    const show = parseShow(request.query.show);
    if (show) {
      const path = await previewPathFor(app, website, show.kind, show.id);
      return reply.redirect(`/preview/${websiteId}${path === '/' ? '/' : path}`, 303);
    }
    const url = pageUrl(request.params['*']);
    const live = request.query.live === '1' || request.query.live === 'true';
    const model = await loadPreview(app, website, url, live);
    if (!model) {
      const where = live ? ' among the live pages visitors see' : '';
      return message(reply, 404, 'Page not found', `There is no page ${url}${where} on this website.`);
    }
    const files = app.files;
    const signKey = (key: string) =>
      files ? files.link(key, { protected: false, clientId: website.clientId }, app.config.fileUrlTtlSeconds).url : null;
    return answer(reply, 200, renderPreview(model, signKey));
  };

  const config = { public: true };
  app.get<PreviewRequest>('/preview/:websiteId', { config, handler });
  app.get<PreviewRequest>('/preview/:websiteId/*', { config, handler });
}
