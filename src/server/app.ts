import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { connect, type Database } from './db/connect';
import { createMailer } from './mail/mailer';
import { createAjv } from '../shared/validator';
import { errorsPlugin, frameworkErrorReply } from './plugins/errors';
import { inputLimitsPlugin } from './plugins/inputLimits';
import { securityPlugin } from './plugins/security';
import { authPlugin } from './plugins/auth';
import { roleGatePlugin } from './plugins/roleGate';
import { tenancyPlugin } from './plugins/tenancy';
import { consolePlugin } from './plugins/console';
import { authRoutes } from './auth/routes';
import { preferenceRoutes } from './preferences/routes';
import { clientRoutes } from './client/routes';
import { eventStreams } from './client/eventStreams';
import { pendingFeed } from './client/pendingFeed';
import { referenceRoutes } from './reference/routes';
import { resourceRoutes } from './resources/routes';
import { vcsRoutes } from './vcs/routes';
import { teamRoutes } from './team/routes';
import { adminSocket } from './admin/adminSocket';
import { auditRoutes } from './audit/routes';
import { historyRoutes } from './history/routes';
import { bulkRoutes } from './bulk/routes';
import { csvRoutes } from './csv/routes';
import { searchRoutes } from './search/routes';
import { scheduleRoutes } from './schedules/routes';
import { scheduleWorker } from './schedules/worker';
import { openapiRoutes } from './openapi/routes';
import { fileRoutes } from './files/routes';
import { pageRoutes } from './pages/routes';
import { websiteRoutes } from './websites/routes';
import { previewRoutes } from './preview/routes';
import { healthRoutes } from './health/routes';
import { deliveryRoutes } from './delivery/routes';
import { tokenRoutes } from './delivery/tokenRoutes';
import { webhookRoutes } from './webhooks/routes';
import { webhookWorker } from './webhooks/worker';
import { routeCataloguePlugin } from './openapi/routeCatalogue';
import { loadDeclarations } from './declarations';
import { seedIfEmpty } from './seed/seedIfEmpty';
import { readSeedFiles, samplesByKind } from './seed/seedFiles';
import { ensureKindIndexes } from './db/kindIndexes';
import { carryDeclarationsAcross } from './db/carryAcross';
import { checkStoredData, describeDataReports } from './db/storedDataCheck';
import { logRequest } from './auth/logRequest';
import './types';

export interface BuildOptions {
  /** An already open database (tests that restart the app on one database). */
  database?: Database;
  /** Where log lines go instead of stdout (tests that read the logs). */
  logStream?: { write(line: string): void };
}

/** Builds the whole server without listening, so tests drive it with app.inject. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const database = opts.database ?? (await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: logRequest },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    bodyLimit: config.bodyLimit,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorReply,
  });
  try {
    // Bodies are validated strictly; query strings arrive as text, so they are coerced.
    const bodyAjv = createAjv({ coerceTypes: false, useDefaults: true });
    const queryAjv = createAjv({ coerceTypes: 'array', useDefaults: true });
    app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : queryAjv).compile(schema as object));
    // Response schemas document the answers (OpenAPI) and are checked by the API tests; they do not
    // shape them: a field a schema forgot is still sent, never silently dropped by a serializer.
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    // Bodies are JSON only: without this Fastify's default text/plain parser hands the route a string,
    // which was answered "The value must be an object." instead of 415 UNSUPPORTED_MEDIA_TYPE.
    app.removeContentTypeParser('text/plain');
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('registry', loadDeclarations(config.schemasDir));
    app.decorate('mailer', createMailer(database.db, app.log, config.smtpUrl));
    app.decorate('draining', false);
    app.addHook('onClose', async () => {
      if (!opts.database) await database.close();
    });

    await app.register(errorsPlugin);
    await app.register(inputLimitsPlugin);
    await app.register(securityPlugin);
    await app.register(consolePlugin);
    await app.register(authPlugin);
    await app.register(tenancyPlugin);
    await app.register(roleGatePlugin);

    await app.register(pendingFeed);
    await app.register(eventStreams);
    await app.register(routeCataloguePlugin);
    await app.register(authRoutes, { prefix: '/api/cms/auth' });
    await app.register(clientRoutes, { prefix: '/api/client' });
    await app.register(preferenceRoutes);
    await app.register(referenceRoutes, { prefix: '/api/main' });
    await app.register(vcsRoutes, { prefix: '/api/cms/vcs' });
    await app.register(historyRoutes, { prefix: '/api/cms/vcs' });
    await app.register(teamRoutes, { prefix: '/api/cms/team' });
    await app.register(auditRoutes, { prefix: '/api/cms/audit' });
    await app.register(csvRoutes);
    await app.register(bulkRoutes);
    await app.register(searchRoutes);
    await app.register(scheduleRoutes, { prefix: '/api/cms/vcs' });
    await app.register(scheduleWorker);
    await app.register(adminSocket);
    await app.register(resourceRoutes);
    await app.register(fileRoutes);
    await app.register(pageRoutes);
    await app.register(websiteRoutes);
    await app.register(previewRoutes);
    await app.register(openapiRoutes);
    await app.register(healthRoutes);
    await app.register(tokenRoutes, { prefix: '/api/cms/websites' });
    await app.register(webhookRoutes, { prefix: '/api/cms/websites' });
    await app.register(webhookWorker);
    await app.register(deliveryRoutes);

    await carryDeclarationsAcross(database.db, app.registry, (message) => app.log.info(message));
    await ensureKindIndexes(database.db, app.registry, (message) => app.log.warn(message));
    if (config.seed)
      await seedIfEmpty(database.db, app.log, app.registry, samplesByKind(readSeedFiles(config.seedsDir)), {
        production: config.production,
        files: app.files?.store,
      });
    const checking = new AbortController();
    let checked: Promise<void> = Promise.resolve();
    // Closing stops the check between two batches and waits for the batch under way, so the database is never closed under it.
    app.addHook('preClose', async () => {
      checking.abort();
      await checked;
    });
    await app.ready();
    // The stored data against the declarations, as one line of the log: after the start, so a large
    // database does not hold it up (npm run data:check says which records, and which rules).
    checked = checkStoredData(database.db, app.registry, checking.signal)
      .then((reports) => {
        const { text, ok } = describeDataReports(reports);
        if (ok) app.log.info(text);
        else app.log.warn(`stored data: ${text.split('\n').at(-1) ?? ''} Run npm run data:check for the records and rules.`);
      })
      .catch((err: unknown) => {
        if (!checking.signal.aborted) app.log.warn({ err }, 'the stored data check could not run');
      });
    return app;
  } catch (err) {
    await app.close().catch(() => {});
    if (!opts.database) await database.close().catch(() => {});
    throw err;
  }
}
