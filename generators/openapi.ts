/** `npm run gen:openapi`: writes openapi/openapi.generated.json from the declarations and the routes' own schemas. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { loadDeclarations } from '../src/server/declarations';
import { generateOpenApi, OPENAPI_FILE } from './lib/generate';
import { routeCatalogue } from './lib/routeCatalogue';

const registry = loadDeclarations();
mkdirSync(dirname(OPENAPI_FILE), { recursive: true });
writeFileSync(OPENAPI_FILE, generateOpenApi(registry, await routeCatalogue()));
console.log(`wrote ${relative(process.cwd(), OPENAPI_FILE)} (${registry.all().length} kinds)`);
