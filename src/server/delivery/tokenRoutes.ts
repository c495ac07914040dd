import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import { authOf } from '../auth/authOf';
import { actorOf, audit } from '../audit/audit';
import { routeDoc } from '../openapi/routeDoc';
import type { Schema } from '../openapi/schemas';
import { createToken, listTokens, requireOwnWebsite, revokeToken } from './tokens';

const id = { type: 'integer', minimum: 1 } as const;
const clientOnly = { type: 'object', properties: { client_id: id }, additionalProperties: false } as const;
const siteParams = { type: 'object', required: ['website_id'], properties: { website_id: id } } as const;
const ownerGate = { gate: { owner: true } } as const;

const tokenInfo: Schema = {
  type: 'object',
  required: ['id', 'name', 'origins', 'expires_at', 'created_at', 'last_used_at'],
  properties: {
    id,
    name: { type: 'string' },
    origins: { type: 'array', items: { type: 'string' } },
    expires_at: { type: ['string', 'null'], format: 'date-time' },
    created_at: { type: 'string', format: 'date-time' },
    last_used_at: { type: ['string', 'null'], format: 'date-time', description: 'Noted at most once a minute.' },
    created_by: { type: ['string', 'null'] },
  },
};

/** Parses an RFC 3339 time or a date (the end of that day, UTC), naming the field when it is neither. */
function expiryOf(text: string | undefined): Date | undefined {
  if (text === undefined || text === '') return undefined;
  const day = /^\d{4}-\d\d-\d\d$/.test(text);
  const at = new Date(day ? `${text}T23:59:59.999Z` : text);
  if (Number.isNaN(at.getTime())) {
    throw new AppError('INVALID_FIELD', { reason: 'expires_at must be a date (YYYY-MM-DD) or an RFC 3339 time.' }, { field: 'expires_at' });
  }
  return at;
}

/** Owners' API tokens of a website (docs/delivery.md, "Tokens"): shown once, kept hashed, listed, revoked; each change audited. */
export async function tokenRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.post<{ Params: { website_id: number }; Body: { name: string; expires_at?: string; origins?: string[] } }>(
    '/:website_id/tokens',
    {
      config: ownerGate,
      schema: {
        params: siteParams,
        querystring: clientOnly,
        body: {
          type: 'object',
          required: ['name'],
          properties: {
            client_id: id,
            name: { type: 'string', minLength: 1, maxLength: 80 },
            expires_at: { type: 'string', maxLength: 40 },
            origins: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 200 } },
          },
          additionalProperties: false,
        },
        ...routeDoc({
          id: 'access_token_create',
          tag: 'website-access',
          summary: 'Create an API token for the website',
          description:
            'Owners only. The token (wct_…) is in this answer only: it is stored as a SHA-256. It reads the delivery API for this website and its client-wide content, nothing else, and writes nothing. origins lists the browser origins allowed to call with it (CORS); without any, browsers are refused and servers may call.',
          data: { ...tokenInfo, required: ['id', 'token'], properties: { ...(tokenInfo.properties as object), token: { type: 'string' } } },
          status: 201,
          errors: ['400', '401', '403', '404'],
        }),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      await requireOwnWebsite(db, auth.clientId, request.params.website_id);
      const made = await db.transaction(async (tx) => {
        const created = await createToken(tx, {
          clientId: auth.clientId,
          websiteId: request.params.website_id,
          userId: auth.userId,
          name: request.body.name,
          expiresAt: expiryOf(request.body.expires_at),
          origins: request.body.origins ?? [],
        });
        await audit(tx, {
          ...actorOf(request),
          action: 'token_created',
          target: { website_id: request.params.website_id, token_id: created.id, name: request.body.name.trim() },
        });
        return created;
      });
      const info = (await listTokens(db, auth.clientId, request.params.website_id)).find((t) => t.id === made.id);
      return reply.status(201).send({ data: { ...info, id: made.id, token: made.token } });
    },
  );

  app.get<{ Params: { website_id: number } }>(
    '/:website_id/tokens',
    {
      config: ownerGate,
      schema: {
        params: siteParams,
        querystring: clientOnly,
        ...routeDoc({
          id: 'access_token_list',
          tag: 'website-access',
          summary: "The website's API tokens",
          description: 'Owners only. Tokens not revoked, newest first, with when each was made and last used; never the tokens themselves.',
          data: { type: 'array', items: tokenInfo },
          list: true,
          errors: ['400', '401', '403', '404'],
        }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      await requireOwnWebsite(db, auth.clientId, request.params.website_id);
      const data = await listTokens(db, auth.clientId, request.params.website_id);
      return { data, meta: { page: 1, max_results: data.length, total: data.length } };
    },
  );

  app.delete<{ Params: { website_id: number; id: number } }>(
    '/:website_id/tokens/:id',
    {
      config: ownerGate,
      schema: {
        params: { type: 'object', required: ['website_id', 'id'], properties: { website_id: id, id } },
        querystring: clientOnly,
        ...routeDoc({
          id: 'access_token_revoke',
          tag: 'website-access',
          summary: 'Revoke an API token',
          description: 'Owners only. The next request with the token, on any node, is refused (401).',
          data: { type: 'object', required: ['id', 'revoked'], properties: { id, revoked: { const: true } } },
          errors: ['400', '401', '403', '404'],
        }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      await db.transaction(async (tx) => {
        const revoked = await revokeToken(tx, auth.clientId, request.params.website_id, request.params.id);
        await audit(tx, {
          ...actorOf(request),
          action: 'token_revoked',
          target: { website_id: request.params.website_id, token_id: request.params.id, name: revoked.name },
        });
      });
      return { data: { id: request.params.id, revoked: true } };
    },
  );
}
