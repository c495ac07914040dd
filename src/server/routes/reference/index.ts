import type { FastifyInstance } from 'fastify';
import { PAGE_CODES } from '../../../shared/enums';
import { countryList, currencyList, languageList, offerTypes, prodservTypes, speakerRoles, templates } from './data';
import { flatProdservs } from './flatProdservs';
import { authOf } from '../../auth/authOf';

const scopeQuery = {
  type: 'object',
  properties: { client_id: { type: 'integer', minimum: 1 }, website_id: { type: 'integer', minimum: 1 } },
  additionalProperties: false,
} as const;

const list = <T>(data: T[]) => ({ data, meta: { page: 1, max_results: data.length, total: data.length } });

/** docs/product.md §7 Reference data: complete lists, each item with value and label for x-options selects. */
export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  app.get('/currencies', { schema: { querystring: scopeQuery } }, async () => list(currencyList()));
  app.get('/languages', { schema: { querystring: scopeQuery } }, async () => list(languageList()));
  app.get('/offertypes', { schema: { querystring: scopeQuery } }, async () => list(offerTypes));
  app.get('/speaker_roles', { schema: { querystring: scopeQuery } }, async () => list(speakerRoles));

  app.get<{ Querystring: { pagetype_code?: string } }>(
    '/templates',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { ...scopeQuery.properties, pagetype_code: { type: 'string', enum: [...PAGE_CODES] } },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const code = request.query.pagetype_code;
      return list(code ? templates.filter((t) => t.pagetype_code === code) : templates);
    },
  );

  app.get<{ Querystring: { exclude_tradable_prodserv_types?: boolean } }>(
    '/flat_prodserv_types',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { ...scopeQuery.properties, exclude_tradable_prodserv_types: { type: 'boolean' } },
          additionalProperties: false,
        },
      },
    },
    async (request) =>
      list(request.query.exclude_tradable_prodserv_types ? prodservTypes.filter((t) => !t.prodservtype_is_tradable) : prodservTypes),
  );

  app.get<{ Querystring: { client_id?: number; website_id?: number } }>(
    '/flat_prodservs',
    { schema: { querystring: scopeQuery } },
    async (request) => list(await flatProdservs(app, authOf(request), request.query.website_id)),
  );

  // docs/product.md §7: countries are asked for with website_id and without credentials (public sign-up forms).
  app.post(
    '/countries',
    {
      config: { public: true },
      schema: {
        // One schema rather than anyOf [null, object], so a bad website_id is reported on that field.
        body: {
          type: ['object', 'null'],
          properties: { website_id: { type: 'integer', minimum: 1 } },
          additionalProperties: false,
        },
      },
    },
    async () => list(countryList()),
  );
}
