import type { FastifyInstance } from 'fastify';
import type { Declaration, Endpoint } from '../../shared/registry';
import { declaredParams, listQuerySchema } from './listQuery';
import { resourceHandlers } from './handlers';

/** Query string of a call other than a list: scope, id, version, mode, and what the kind declares. */
const callQuery = (decl: Declaration, slot: string) => ({
  type: 'object',
  properties: {
    client_id: { type: 'integer', minimum: 1 },
    website_id: { type: 'integer', minimum: 1 },
    id: { type: 'integer', minimum: 1 },
    [decl.id]: { type: 'integer', minimum: 1 },
    version: { type: 'integer', minimum: 1 },
    mode: { type: 'string', enum: ['VIEW', 'VIEW_TEMP'] },
    ...(slot === 'create'
      ? {
          copy_of: {
            type: 'integer',
            minimum: 1,
            description: 'The record this one is a copy of: whoever wrote its pending change answers for the copy too.',
          },
          copy_children: {
            type: 'string',
            maxLength: 1000,
            pattern: '^[a-z0-9-]+(,[a-z0-9-]+)*$',
            description:
              'With copy_of: the kinds below the original (its children, and those of the records it owns) copied with it as pending creations, each with everything below it; meta.copied counts them by kind.',
          },
        }
      : {}),
    ...declaredParams(decl, slot),
  },
  additionalProperties: false,
});

const WRITES = new Set(['create', 'update', 'delete']);

/**
 * Registers, for every declaration, exactly the calls its `endpoints` name (docs/product.md §7). Extra calls
 * (page_utils, website_programs...) are mounted by the area that owns them.
 */
export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  const handlers = resourceHandlers(app);
  for (const decl of app.registry.all()) {
    for (const [slot, endpoint] of Object.entries(app.registry.endpointsOf(decl.kind)) as [string, Endpoint][]) {
      const handler = handlers[slot];
      if (!handler) continue;
      app.route({
        method: endpoint.method,
        url: endpoint.path.replace('{id}', ':id'),
        schema: { querystring: slot === 'list' ? listQuerySchema(decl) : callQuery(decl, slot) },
        // A write needs the maker role before anything of the request is read (src/server/plugins/roleGate.ts).
        ...(WRITES.has(slot) ? { config: { gate: { roles: ['maker'], area: decl.area } } } : {}),
        handler: handler(decl),
      });
    }
  }
}
