import { envelope, ERROR_RESPONSES, ref, type ErrorStatus, type Schema } from './schemas';

export interface RouteDocSpec {
  /** operationId: `<tag>_<name>`. */
  id: string;
  tag: string;
  summary: string;
  description: string;
  /** Reachable without a session (the route also says `config: { public: true }`). */
  public?: boolean;
  /** Another credential than the session's (the delivery API's website tokens). */
  security?: Schema[];
  /** The `data` of the success envelope; `list` adds the paging `meta`. */
  data: Schema;
  list?: boolean;
  status?: 200 | 201 | 202;
  errors: ErrorStatus[];
  /** A stream instead of one JSON answer: its media type and what each event carries (data then describes one event). */
  stream?: { mediaType: string; events: string };
}

/**
 * The documentation half of a hand-written route's schema: the OpenAPI keywords Fastify passes
 * through (operationId, tags, summary, description, security) and the response schemas. The
 * request half (querystring, params, body) stays the route's own validation schema, so the
 * document describes what the server really checks (src/server/openapi/routeOperations.ts).
 */
export function routeDoc(spec: RouteDocSpec): Schema {
  const success = spec.stream
    ? { description: spec.summary, content: { [spec.stream.mediaType]: { schema: { type: 'string', description: spec.stream.events } } } }
    : { ...envelope(spec.data, spec.list), description: spec.summary };
  const response: Schema = { [spec.status ?? 200]: success };
  for (const code of spec.errors) response[code] = ref('responses', ERROR_RESPONSES[code].name);
  return {
    operationId: spec.id,
    tags: [spec.tag],
    summary: spec.summary,
    description: spec.description,
    ...(spec.public ? { security: [] } : {}),
    ...(spec.security ? { security: spec.security } : {}),
    response,
  };
}
