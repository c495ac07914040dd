import type { FastifyInstance } from 'fastify';
import { WEBHOOK_EVENTS } from '../../shared/webhookEvents';
import { authOf } from '../auth/authOf';
import { actorOf, audit } from '../audit/audit';
import { routeDoc } from '../openapi/routeDoc';
import type { Schema } from '../openapi/schemas';
import { requireOwnWebsite } from '../delivery/tokens';
import { createEndpoint, deleteEndpoint, listEndpoints, requireEndpoint } from './endpoints';
import { deliveryLog, redeliver } from './outbox';
import { checkWebhookUrl } from './safeTarget';

const id = { type: 'integer', minimum: 1 } as const;
const clientOnly = { type: 'object', properties: { client_id: id }, additionalProperties: false } as const;
const ownerGate = { gate: { owner: true } } as const;
const params = (...names: string[]) => ({ type: 'object', required: names, properties: Object.fromEntries(names.map((n) => [n, id])) });
const events = { type: 'array', items: { type: 'string', enum: [...WEBHOOK_EVENTS] } } as const;

const endpoint: Schema = {
  type: 'object',
  required: ['id', 'url', 'events', 'created_at'],
  properties: { id, url: { type: 'string' }, events, created_at: { type: 'string', format: 'date-time' } },
};
const attempt: Schema = {
  type: 'object',
  properties: {
    attempt: id,
    at: { type: 'string', format: 'date-time' },
    status_code: { type: ['integer', 'null'] },
    duration_ms: { type: ['integer', 'null'] },
    error: { type: ['string', 'null'] },
  },
};
const delivery: Schema = {
  type: 'object',
  required: ['delivery_id', 'event', 'state', 'created_at', 'attempts'],
  properties: {
    delivery_id: id,
    event: { type: 'string', enum: [...WEBHOOK_EVENTS] },
    state: { type: 'string', enum: ['pending', 'delivered', 'failed'] },
    created_at: { type: 'string', format: 'date-time' },
    next_attempt_at: { type: ['string', 'null'], format: 'date-time' },
    attempts: { type: 'array', items: attempt },
  },
};

type Site = { website_id: number };
type One = Site & { id: number };

/** Owners' webhooks of a website (docs/delivery.md, "Webhooks"): endpoints, their delivery logs and redelivery. */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const doc = (spec: Parameters<typeof routeDoc>[0]) => routeDoc({ ...spec, tag: 'website-access' });

  app.post<{ Params: Site; Body: { url: string; events: string[] } }>(
    '/:website_id/webhooks',
    {
      config: ownerGate,
      schema: {
        params: params('website_id'),
        querystring: clientOnly,
        body: {
          type: 'object',
          required: ['url', 'events'],
          properties: { client_id: id, url: { type: 'string', minLength: 1, maxLength: 2000 }, events: { ...events, minItems: 1 } },
          additionalProperties: false,
        },
        ...doc({
          id: 'access_webhook_create',
          tag: '',
          summary: 'Add a webhook endpoint',
          description:
            'Owners only. The endpoint receives a signed POST (Console-Signature) for each event it names. The secret that signs them is in this answer only. Endpoints must be HTTPS on a public address unless the server runs with WEBHOOKS_ALLOW_HTTP=true (development).',
          data: { ...endpoint, required: ['id', 'secret'], properties: { ...(endpoint.properties as object), secret: { type: 'string' } } },
          status: 201,
          errors: ['400', '401', '403', '404'],
        }),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const websiteId = request.params.website_id;
      await requireOwnWebsite(db, auth.clientId, websiteId);
      const url = checkWebhookUrl(request.body.url, app.config.webhooksAllowHttp);
      const made = await db.transaction(async (tx) => {
        const created = await createEndpoint(tx, {
          clientId: auth.clientId,
          websiteId,
          userId: auth.userId,
          url,
          events: request.body.events,
        });
        await audit(tx, {
          ...actorOf(request),
          action: 'webhook_created',
          target: { website_id: websiteId, webhook_id: created.id, url, events: created.events },
        });
        return created;
      });
      return reply.status(201).send({ data: made });
    },
  );

  app.get<{ Params: Site }>(
    '/:website_id/webhooks',
    {
      config: ownerGate,
      schema: {
        params: params('website_id'),
        querystring: clientOnly,
        ...doc({
          id: 'access_webhook_list',
          tag: '',
          summary: "The website's webhook endpoints",
          description: 'Owners only. Never their secrets.',
          data: { type: 'array', items: endpoint },
          list: true,
          errors: ['400', '401', '403', '404'],
        }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      await requireOwnWebsite(db, auth.clientId, request.params.website_id);
      const data = await listEndpoints(db, auth.clientId, request.params.website_id);
      return { data, meta: { page: 1, max_results: data.length, total: data.length } };
    },
  );

  app.delete<{ Params: One }>(
    '/:website_id/webhooks/:id',
    {
      config: ownerGate,
      schema: {
        params: params('website_id', 'id'),
        querystring: clientOnly,
        ...doc({
          id: 'access_webhook_delete',
          tag: '',
          summary: 'Remove a webhook endpoint',
          description: 'Owners only. No new deliveries; those waiting for a retry are given up. Its delivery log stays readable.',
          data: { type: 'object', required: ['id', 'deleted'], properties: { id, deleted: { const: true } } },
          errors: ['400', '401', '403', '404'],
        }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { website_id: websiteId, id: endpointId } = request.params;
      await db.transaction(async (tx) => {
        const gone = await deleteEndpoint(tx, auth.clientId, websiteId, endpointId);
        await audit(tx, {
          ...actorOf(request),
          action: 'webhook_deleted',
          target: { website_id: websiteId, webhook_id: endpointId, url: gone.url },
        });
      });
      return { data: { id: endpointId, deleted: true } };
    },
  );

  app.get<{ Params: One; Querystring: { page: number; max_results: number } }>(
    '/:website_id/webhooks/:id/deliveries',
    {
      config: ownerGate,
      schema: {
        params: params('website_id', 'id'),
        querystring: {
          type: 'object',
          properties: {
            client_id: id,
            page: { type: 'integer', minimum: 1, default: 1 },
            max_results: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
          },
          additionalProperties: false,
        },
        ...doc({
          id: 'access_webhook_deliveries',
          tag: '',
          summary: "A webhook endpoint's delivery log",
          description:
            'Owners only. Each delivery, newest first, with every attempt: when, the status code or the error, how long it took.',
          data: { type: 'array', items: delivery },
          list: true,
          errors: ['400', '401', '403', '404'],
        }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      await requireEndpoint(db, auth.clientId, request.params.website_id, request.params.id, true);
      const { page, max_results: maxResults } = request.query;
      const found = await deliveryLog(db, request.params.id, page, maxResults);
      return { data: found.data, meta: { page, max_results: maxResults, total: found.total } };
    },
  );

  app.post<{ Params: One & { delivery_id: number } }>(
    '/:website_id/webhooks/:id/deliveries/:delivery_id/redeliver',
    {
      config: ownerGate,
      schema: {
        params: params('website_id', 'id', 'delivery_id'),
        querystring: clientOnly,
        body: { anyOf: [{ type: 'null' }, clientOnly] },
        ...doc({
          id: 'access_webhook_redeliver',
          tag: '',
          summary: 'Send a delivery again',
          description: 'Owners only. A new delivery of the same event and payload, sent within seconds and retried like any other.',
          data: { type: 'object', required: ['delivery_id'], properties: { delivery_id: id } },
          status: 202,
          errors: ['400', '401', '403', '404'],
        }),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { website_id: websiteId, id: endpointId, delivery_id: deliveryId } = request.params;
      await requireEndpoint(db, auth.clientId, websiteId, endpointId);
      const newId = await db.transaction(async (tx) => {
        const made = await redeliver(tx, endpointId, deliveryId);
        await audit(tx, {
          ...actorOf(request),
          action: 'webhook_redelivered',
          target: { website_id: websiteId, webhook_id: endpointId, delivery_id: deliveryId },
        });
        return made;
      });
      return reply.status(202).send({ data: { delivery_id: newId } });
    },
  );
}
