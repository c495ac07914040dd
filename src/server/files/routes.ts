import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createFileService } from './service';
import { fileApiRoutes } from './apiRoutes';
import { fileServeRoutes } from './serveRoutes';

/**
 * Files (docs/architecture.md §4): upload, signed links and serving over the file store. Wrapped with
 * fastify-plugin so `app.files` is visible to other areas (the preview signs upload keys);
 * the routes carry their full paths, so the plugin is registered without a prefix.
 */
export const fileRoutes = fp(
  async (app: FastifyInstance) => {
    const files = await createFileService(app.config, app.database.db);
    app.decorate('files', files);
    app.addHook('onClose', async () => files.close());
    fileApiRoutes(app, files);
    fileServeRoutes(app, files);
  },
  { name: 'file-routes' },
);
