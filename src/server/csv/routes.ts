import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/authOf';
import { routeDoc } from '../openapi/routeDoc';
import { requireRole } from '../resources/permissions';
import { scopeOf } from '../resources/requestParts';
import { withRetries } from '../resources/retrying';
import { requireUseCase } from '../resources/useCaseCheck';
import { kindOf } from '../resources/kindOf';
import { importCsv, MAX_IMPORT_ROWS } from './importCsv';
import { utf8Text } from './utf8Text';
import { actorOf, audit } from '../audit/audit';

const int = { type: 'integer', minimum: 1 } as const;

/** POST /api/cms/import: a kind's CSV as drafts for review; any declared kind, none named here. */
export async function csvRoutes(app: FastifyInstance): Promise<void> {
  const db = withRetries(app.database.db);
  // Only this plugin reads CSV bodies; the rest of the API stays JSON-only. Bytes that are not UTF-8
  // are refused naming where, rather than read as replacement characters.
  app.addContentTypeParser('text/csv', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, utf8Text(body as Buffer));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  const doc = routeDoc({
    id: 'cms_import',
    tag: 'resources',
    summary: 'Import a CSV file as drafts',
    description: `Maker only. A UTF-8 text/csv body whose header names the kind's columns (as format=csv exports them), each once. Every row is judged against the declaration before anything is written — its schema, its readOnly and derived fields (left empty or as exported), and the calls the kind exposes (no new record without a create call, one record of a singleton, an owned record only through its owner); all or nothing: 200 with the number of drafts created and updated and of rows identical to their record (unchanged: no new version), or 400 listing every problem as { row, column, message } in error.details.problems (the header is row 1). A row with an id updates that record from the version it names (a newer version is a 409). At most ${MAX_IMPORT_ROWS} rows.`,
    data: {
      type: 'object',
      required: ['created', 'updated', 'unchanged'],
      properties: {
        created: { type: 'integer', minimum: 0 },
        updated: { type: 'integer', minimum: 0 },
        unchanged: { type: 'integer', minimum: 0, description: 'Rows identical to the record they name: no change, no new version.' },
      },
    },
    errors: ['400', '401', '403', '404', '409', '413', '415'],
  });
  app.post(
    '/api/cms/import',
    {
      // The maker role of the kind's area, before the file is read (src/server/plugins/roleGate.ts).
      config: { gate: { roles: ['maker'], area: (input) => app.registry.find(String(input.kind))?.area } },
      schema: {
        querystring: {
          type: 'object',
          required: ['kind'],
          properties: {
            client_id: int,
            website_id: int,
            kind: { type: 'string', minLength: 1, maxLength: 80 },
            dry_run: { type: 'boolean', default: false, description: 'Check everything and answer what would change, writing nothing.' },
          },
          additionalProperties: false,
        },
        body: { type: 'string' },
        ...doc,
      },
    },
    async (request) => {
      const decl = kindOf(app, request);
      const scope = scopeOf(decl, request);
      requireUseCase(authOf(request), decl, scope.websiteId);
      requireRole(authOf(request), decl.area, 'maker', scope.websiteId);
      const { dry_run: dryRun } = request.query as { dry_run?: boolean };
      const counts = await importCsv(db, app.registry, decl, scope, authOf(request).userId, request.body as string, dryRun);
      if (!dryRun)
        await audit(app.database.db, {
          ...actorOf(request),
          action: 'import',
          target: { kind: decl.kind, website_id: scope.websiteId, ...counts },
        });
      return { data: counts };
    },
  );
}
