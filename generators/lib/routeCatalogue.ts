import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { connect } from '../../src/server/db/connect';
import type { DocumentedRoute } from '../../src/server/openapi/routeCatalogue';

/**
 * The hand-written routes with their schemas, as the server registers them: the app is built on an
 * empty in-memory database (no seed) and closed again. The OpenAPI generator reads its paths from
 * here, so no path list is kept by hand.
 */
export async function routeCatalogue(): Promise<DocumentedRoute[]> {
  const database = await connect({});
  const app = await buildApp(testConfig({ seed: false }), { database });
  const routes = [...app.routeCatalogue];
  await app.close();
  await database.close();
  return routes;
}
