import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import type { Declaration } from '../../shared/registry';
import { listQuerySchema, type ListQuery } from '../resources/listQuery';
import { routeDoc } from '../openapi/routeDoc';
import { AnswerCache, etagOf, matchesEtag } from './answerCache';
import { deliveryList, deliveryRows, localeCondition } from './deliveryQuery';
import { delivered, embedChildren, expandFields, expandRefs, type DeliveryContext } from './expand';
import { fileLinker, signFiles } from './fileLinks';
import { resolveToken, touchToken, type DeliveryAccess } from './tokens';
import { deliveryLocale } from './deliveryLocale';

export const DELIVERY_PREFIX = '/api/delivery/v1';

/** The console list's options a website uses (no scope, mode, CSV or show_all: the token names the scope). */
function deliveryQuerySchema(decl: Declaration, list: boolean): object {
  const all = listQuerySchema(decl) as { properties: Record<string, object> };
  const { client_id, website_id, show_all, mode, id, format, ...options } = all.properties;
  void [client_id, website_id, show_all, mode, id, format];
  const common = {
    expand: { type: 'string', maxLength: 500, description: 'Reference fields to resolve one level (comma-separated), or *.' },
    ...(decl.localised
      ? {
          locale: {
            type: 'string',
            maxLength: 10,
            description: "One of the website's locales; the default copy answers for a locale without its own.",
          },
        }
      : {}),
  };
  return { type: 'object', properties: list ? { ...options, ...common } : common, additionalProperties: false };
}

const bearer = (request: FastifyRequest) => /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

/**
 * The websites' read-only API (docs/delivery.md): for every declared kind its website reads, a list
 * and a read of the live copies only, under a website token. Every answer carries a strong ETag of
 * its bytes; answers are cached per node under the revision of the live content they come from
 * (moved by every publish, never by a draft save), so a revalidation is answered 304 without
 * reading a record.
 */
export async function deliveryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const cache = new AnswerCache();
  const { deliveryMaxAge, deliveryStaleWhileRevalidate, publicUrl, publicFileUrlTtlSeconds } = app.config;
  const cacheControl = `public, max-age=${deliveryMaxAge}, stale-while-revalidate=${deliveryStaleWhileRevalidate}`;

  async function access(request: FastifyRequest, reply: FastifyReply, decl: Declaration): Promise<DeliveryAccess> {
    const token = bearer(request);
    if (!token) throw new AppError('DELIVERY_TOKEN_MISSING');
    const found = await resolveToken(db, token);
    if (!found) throw new AppError('DELIVERY_TOKEN_INVALID');
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!found.origins.includes(origin.toLowerCase())) throw new AppError('DELIVERY_ORIGIN_REFUSED', { origin });
      reply.header('Access-Control-Allow-Origin', origin).header('Access-Control-Expose-Headers', 'ETag');
    }
    if (found.staleUse) touchToken(db, found.tokenId).catch((err: unknown) => request.log.warn({ err }, 'could not note a token use'));
    if (!delivered({ useCase: found.useCase }, decl))
      throw new AppError('KIND_NOT_FOR_USE_CASE', { kind: decl.label.many, use_case: found.useCase });
    return found;
  }

  /** One answer: from this node's cache when the live content has not moved since, else computed; 304 when the caller has it. */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    decl: Declaration,
    compute: (ctx: DeliveryContext) => Promise<unknown>,
  ) {
    const found = await access(request, reply, decl);
    const key = `${found.websiteId}|${found.revisions}|${request.url}`;
    let cached = cache.get(key);
    if (!cached) {
      const linker = app.files ? fileLinker(app.files.signer, publicUrl, found.clientId, publicFileUrlTtlSeconds) : undefined;
      const ctx: DeliveryContext = {
        db,
        registry: app.registry,
        scope: { clientId: found.clientId, websiteId: found.websiteId },
        useCase: found.useCase,
        sign: (kind, docs) => (linker ? signFiles(kind.schema, docs, (v) => linker.link(v)) : undefined),
      };
      const body = JSON.stringify(await compute(ctx));
      cached = { body, etag: etagOf(body), expiresAt: linker?.windowEndsMs ?? Date.now() + 3_600_000 };
      cache.set(key, cached);
    }
    reply.header('ETag', cached.etag).header('Cache-Control', cacheControl).header('Vary', 'Authorization, Origin');
    if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(cached.body);
  }

  const doc = (decl: Declaration, one: boolean) =>
    routeDoc({
      id: `delivery_${decl.kind.replace(/-/g, '_')}_${one ? 'read' : 'list'}`,
      tag: 'delivery',
      summary: one ? `One live ${decl.label.one.toLowerCase()}` : `Live ${decl.label.many.toLowerCase()}`,
      description: one
        ? `The live copy of ${decl.label.one.toLowerCase()} with its id and published_at, its child kinds embedded (their references resolved), expand= resolving its references. A record never published is 404; a pending change is not shown until published.`
        : `The live ${decl.label.many.toLowerCase()} of the token's ${decl.scope === 'client' ? 'client' : 'website'}: the declared search, filters, sort and paging, as { data, meta }.`,
      data: one ? { type: ['object', 'null'] } : { type: 'array', items: { type: 'object' } },
      list: !one,
      errors: ['400', '401', '403', '404'],
      security: [{ websiteToken: [] }],
    });

  for (const decl of app.registry.all()) {
    const base = `${DELIVERY_PREFIX}/${decl.kind}`;
    const config = { public: true, delivery: true };
    const oneDocument = decl.singleton && !decl.parent;
    app.get(
      base,
      { config, schema: { querystring: deliveryQuerySchema(decl, !oneDocument), ...doc(decl, !!oneDocument) } },
      (request, reply) =>
        answer(request, reply, decl, async (ctx) => {
          const query = request.query as ListQuery & { expand?: string; locale?: string };
          const refs = expandFields(ctx, decl, query.expand);
          if (oneDocument) {
            const locale = await deliveryLocale(db, decl, ctx.scope.websiteId, query.locale);
            // A locale without a copy of its own reads the default copy.
            let [one] = await deliveryRows(db, app.registry, decl, ctx.scope, localeCondition(locale), 1);
            if (!one && locale !== null) [one] = await deliveryRows(db, app.registry, decl, ctx.scope, localeCondition(null), 1);
            const docs = one ? [one] : [];
            ctx.sign(decl, docs);
            await expandRefs(ctx, decl, docs, refs);
            return { data: one ?? null };
          }
          const page = await deliveryList(db, app.registry, decl, ctx.scope, query);
          ctx.sign(decl, page.data);
          await expandRefs(ctx, decl, page.data, refs);
          return page;
        }),
    );
    if (oneDocument) continue;
    app.get<{ Params: { id: number } }>(
      `${base}/:id`,
      {
        config,
        schema: {
          params: {
            type: 'object',
            required: ['id'],
            properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
          },
          querystring: deliveryQuerySchema(decl, false),
          ...doc(decl, true),
        },
      },
      (request, reply) =>
        answer(request, reply, decl, async (ctx) => {
          const [one] = await deliveryRows(db, app.registry, decl, ctx.scope, sql`record_id = ${request.params.id}`, 1);
          if (!one) throw new AppError('NOT_FOUND', { what: `${decl.label.one} ${request.params.id}` });
          ctx.sign(decl, [one]);
          await expandRefs(ctx, decl, [one], expandFields(ctx, decl, (request.query as { expand?: string }).expand));
          await embedChildren(ctx, decl, one);
          return { data: one };
        }),
    );
  }

  // Browsers ask before sending Authorization across origins; the answer itself says which origins
  // may read it (the token's), so the preflight may let any origin ask.
  app.options(`${DELIVERY_PREFIX}/*`, { config: { public: true, delivery: true } }, (request, reply) => {
    const origin = request.headers.origin;
    if (origin) reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
    return reply
      .header('Access-Control-Allow-Methods', 'GET, HEAD')
      .header('Access-Control-Allow-Headers', 'Authorization, If-None-Match')
      .header('Access-Control-Max-Age', '600')
      .code(204)
      .send();
  });
}
