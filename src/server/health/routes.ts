import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

const HEALTH_TIMEOUT_MS = 2_000;

/**
 * GET /healthz for load balancers and orchestrators: 200 only when the database answers a query
 * (within two seconds), 503 otherwise, so a node that lost its database leaves the rotation.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/healthz',
    {
      config: { public: true },
      logLevel: 'warn',
      schema: {
        operationId: 'meta_health',
        tags: ['meta'],
        summary: 'Health check',
        description:
          'For load balancers and orchestrators: 200 when the server and its database answer; 503 when the database does not (within 2 s), and from the moment the node is told to stop (SIGTERM) while it drains (DRAIN_DELAY_MS).',
        security: [],
        response: {
          200: {
            type: 'object',
            properties: { status: { const: 'ok' } },
            required: ['status'],
            description: 'The server and its database answer.',
          },
          400: { $ref: '#/components/responses/BadRequest' },
          503: {
            type: 'object',
            properties: { status: { const: 'unavailable' } },
            required: ['status'],
            description: 'The database does not answer, or the node is stopping.',
          },
        },
      },
    },
    async (_request, reply) => {
      // Draining before a stop: the load balancer takes this node out while it still answers.
      if (app.draining) return reply.status(503).send({ status: 'unavailable' as const });
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('database did not answer in time')), HEALTH_TIMEOUT_MS);
      });
      try {
        await Promise.race([app.database.db.execute(sql`SELECT 1`), timeout]);
        return { status: 'ok' as const };
      } catch (error) {
        app.log.warn({ err: error }, 'health check: the database does not answer');
        return reply.status(503).send({ status: 'unavailable' as const });
      } finally {
        clearTimeout(timer);
      }
    },
  );
}
