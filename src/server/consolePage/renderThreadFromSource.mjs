// The render thread's module run from source (npm start, tests): Node runs a worker's module without
// the TypeScript loader the server was started with, so this plain module loads it through tsx's API.
// The built server runs dist/server/renderThread.js instead (src/server/consolePage/renderWorker.ts).
import { tsImport } from 'tsx/esm/api';

await tsImport('./renderThread.ts', import.meta.url);
