import type { FastifyInstance } from 'fastify';
import { PRIMARY_COLOR_TYPES } from '../../shared/enums';
import { SAVED_HEX_PATTERN } from '../../shared/rules/theme';
import { authOf } from '../auth/authOf';
import { routeDoc } from '../openapi/routeDoc';
import type { Schema } from '../openapi/schemas';
import { requireRole } from '../resources/permissions';
import { withRetries } from '../resources/retrying';
import { DISPLAY_SETTINGS, readDisplaySettings, saveTheme } from './displaySettings';

const id: Schema = { type: 'integer', minimum: 1 };
const hex = (title: string): Schema => ({ type: 'string', title, pattern: SAVED_HEX_PATTERN, description: 'A hex colour, #rrggbb.' });

const settingsData: Schema = {
  type: 'object',
  required: ['website_id', 'version', 'pending', 'websitemacro_display_setting_values'],
  properties: {
    website_id: id,
    version: {
      type: 'integer',
      minimum: 0,
      description: '0 until the settings are first saved; send it back with the next save (a stale one is 409).',
    },
    pending: { type: 'boolean', description: 'A saved change waits for a checker (Pending Review, Pages).' },
    websitemacro_display_setting_values: {
      type: 'string',
      description: 'The working copy as JSON text: the pending change if any, else the published settings.',
    },
  },
};

interface ReadQuery {
  client_id?: number;
  website_id: number;
}

interface SaveBody extends ReadQuery {
  version: number;
  primaryColor: string;
  primaryDarkColor: string;
  primaryColorType: string;
}

const PATH = '/api/cms/website/display_settings';

/**
 * A website's display settings (docs/product.md §3) through the review flow: the Edit Website
 * screen's theme editor saves its colours here as a pending Pages change that a checker
 * publishes; the session's websites then carry the published settings.
 */
export async function websiteRoutes(app: FastifyInstance): Promise<void> {
  const db = withRetries(app.database.db);
  if (app.registry.has(DISPLAY_SETTINGS.kind))
    throw new Error(`A declared kind is named ${DISPLAY_SETTINGS.kind}, as the display settings are.`);

  app.get<{ Querystring: ReadQuery }>(
    PATH,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['website_id'],
          properties: { client_id: id, website_id: id },
          additionalProperties: false,
        },
        ...routeDoc({
          id: 'client_displaySettings',
          tag: 'client',
          summary: "A website's display settings",
          description:
            "The working copy of the website's display settings (theme colours) and the version to save it with. Viewers may read it.",
          data: settingsData,
          errors: ['400', '401', '403', '404'],
        }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const scope = { clientId: auth.clientId, websiteId: request.query.website_id };
      requireRole(auth, DISPLAY_SETTINGS.area, 'viewer', scope.websiteId);
      return { data: await readDisplaySettings(db, scope) };
    },
  );

  app.put<{ Body: SaveBody }>(
    PATH,
    {
      config: { gate: { roles: ['maker'], area: DISPLAY_SETTINGS.area } },
      schema: {
        body: {
          type: 'object',
          required: ['website_id', 'version', 'primaryColor', 'primaryDarkColor', 'primaryColorType'],
          properties: {
            client_id: id,
            website_id: id,
            version: { type: 'integer', minimum: 0 },
            primaryColor: hex('Primary colour'),
            primaryDarkColor: hex('Primary dark colour'),
            primaryColorType: { type: 'string', title: 'Primary colour type', enum: [...PRIMARY_COLOR_TYPES] },
          },
          additionalProperties: false,
        },
        ...routeDoc({
          id: 'client_saveTheme',
          tag: 'client',
          summary: "Save a website's theme colours for review",
          description:
            'Writes primaryColor, primaryDarkColor and primaryColorType into themeConfig.cssVariables of the display settings as a pending Pages change ("Website Display"); a checker who did not write it publishes it. Needs the maker role for pages on the website.',
          data: settingsData,
          errors: ['400', '401', '403', '404', '409'],
        }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { website_id, version, primaryColor, primaryDarkColor, primaryColorType } = request.body;
      const scope = { clientId: auth.clientId, websiteId: website_id };
      requireRole(auth, DISPLAY_SETTINGS.area, 'maker', scope.websiteId);
      const theme = { primaryColor, primaryDarkColor, primaryColorType };
      return { data: await db.transaction((tx) => saveTheme(tx, app.registry, scope, auth.userId, version, theme)) };
    },
  );
}
