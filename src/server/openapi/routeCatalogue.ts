import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Schema } from './schemas';

export interface DocumentedRoute {
  method: string;
  url: string;
  schema: Schema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered with an operationId, in registration order: the OpenAPI document's source. */
    routeCatalogue: DocumentedRoute[];
  }
}

/**
 * Collects the hand-written routes as they are registered (Fastify's onRoute hook), so the OpenAPI
 * document is produced from the routes themselves and no path list is kept by hand. Registered
 * before the routes; wrapped in fastify-plugin so the hook sees every encapsulated route plugin.
 */
export const routeCataloguePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('routeCatalogue', [] as DocumentedRoute[]);
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Schema | undefined;
    if (!schema?.operationId) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeCatalogue.push({ method: method.toLowerCase(), url: route.url, schema });
    }
  });
});
