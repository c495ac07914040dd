/**
 * The production entry: `npm run build` compiles this file (and everything it imports) into
 * dist/server/serve.js, which `npm run serve` runs with plain Node — no vite, TypeScript or tsx
 * installed (docs/operations.md, "Production"). It serves the console already built in dist/console.
 */
import { main } from './main';

await main();
