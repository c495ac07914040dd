import type { FastifyInstance } from 'fastify';
import { PAGE_CODES } from '../../shared/enums';
import { countryList, currencyList, languageList, offerTypes, prodservTypes, speakerRoles, templates } from './data';
import { flatProdservs } from './flatProdservs';
import { authOf } from '../auth/authOf';
import { routeDoc } from '../openapi/routeDoc';
import { ref } from '../openapi/schemas';

/** Every reference list answers ReferenceItems (value and label), with paging meta for one page of all. */
const referenceDoc = (name: string, description: string, open = false) =>
  routeDoc({
    id: `reference_${name}`,
    tag: 'reference',
    summary: `Reference data: ${name.replace(/_/g, ' ')}`,
    description,
    ...(open ? { public: true } : {}),
    data: ref('schemas', 'ReferenceItem'),
    list: true,
    errors: open ? ['400'] : ['400', '401'],
  });

const scopeQuery = {
  type: 'object',
  properties: { client_id: { type: 'integer', minimum: 1 }, website_id: { type: 'integer', minimum: 1 } },
  additionalProperties: false,
} as const;

const list = <T>(data: T[]) => ({ data, meta: { page: 1, max_results: data.length, total: data.length } });

/** docs/product.md §7 Reference data: complete lists, each item with value and label for x-options selects. */
export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const scoped = (name: string, description: string) => ({ schema: { querystring: scopeQuery, ...referenceDoc(name, description) } });
  app.get('/currencies', scoped('currencies', 'ISO 4217 currencies with their minor digits.'), async () => list(currencyList()));
  app.get('/languages', scoped('languages', 'ISO 639-1 languages.'), async () => list(languageList()));
  app.get('/offertypes', scoped('offertypes', 'Kinds of offer a product can carry.'), async () => list(offerTypes));
  app.get('/speaker_roles', scoped('speaker_roles', 'Roles a speaker can have on an agenda item.'), async () => list(speakerRoles));

  app.get<{ Querystring: { pagetype_code?: string } }>(
    '/templates',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { ...scopeQuery.properties, pagetype_code: { type: 'string', enum: [...PAGE_CODES] } },
          additionalProperties: false,
        },
        ...referenceDoc('templates', 'Page templates, all or those of one page type.'),
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
        ...referenceDoc('flat_prodserv_types', 'Product types; exclude_tradable_prodserv_types leaves out the tradable ones.'),
      },
    },
    async (request) =>
      list(request.query.exclude_tradable_prodserv_types ? prodservTypes.filter((t) => !t.prodservtype_is_tradable) : prodservTypes),
  );

  app.get<{ Querystring: { client_id?: number; website_id?: number } }>(
    '/flat_prodservs',
    {
      schema: {
        querystring: scopeQuery,
        ...referenceDoc('flat_prodservs', "The client's live products and services, of one website or all."),
      },
    },
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
        ...referenceDoc('countries', 'ISO 3166 countries; no sign-in needed, for public sign-up forms.', true),
      },
    },
    async () => list(countryList()),
  );
}
