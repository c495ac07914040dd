import type { DocumentedRoute } from './routeCatalogue';
import type { PathMap } from './resourcePaths';
import { json, type Schema } from './schemas';

/** Fastify's `/reset-password/:token` is OpenAPI's `/reset-password/{token}`; a trailing slash is dropped (the router ignores it). */
export function openApiPath(url: string): string {
  const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

function parameters(schema: Schema | undefined, where: 'query' | 'path'): Schema[] {
  const properties = (schema?.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      ...(where === 'path' || required.has(name) ? { required: true } : {}),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

/** A body that may be left out entirely (`anyOf: [null, …]`) is an optional requestBody. */
const acceptsNull = (body: Schema): boolean =>
  (Array.isArray(body.type) && body.type.includes('null')) || (Array.isArray(body.anyOf) && (body.anyOf as Schema[]).some((s) => s.type === 'null'));

function responses(response: Record<string, Schema>): Schema {
  return Object.fromEntries(
    Object.entries(response).map(([code, schema]) => {
      // A reference to a shared response, or a response that names its own media type (an event stream).
      if (typeof schema.$ref === 'string' || schema.content) return [code, schema];
      const { description, ...body } = schema;
      return [code, { description: description ?? 'OK', content: json(body) }];
    }),
  );
}

/** The OpenAPI operations of the routes that carry an operationId, from their own schemas. */
export function routeOperations(routes: DocumentedRoute[]): PathMap {
  const paths: PathMap = {};
  for (const { method, url, schema } of routes) {
    const { operationId, tags, summary, description, security, querystring, params, body, response } = schema;
    const params_ = [...parameters(params as Schema | undefined, 'path'), ...parameters(querystring as Schema | undefined, 'query')];
    const path = openApiPath(url);
    paths[path] = {
      ...paths[path],
      [method]: {
        operationId,
        tags,
        summary,
        description,
        ...(security ? { security } : {}),
        ...(params_.length ? { parameters: params_ } : {}),
        ...(body ? { requestBody: { required: !acceptsNull(body as Schema), content: json(body as Schema) } } : {}),
        responses: responses((response ?? {}) as Record<string, Schema>),
      },
    };
  }
  return paths;
}
