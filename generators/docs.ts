/** `npm run gen:docs`: rewrites the generated tables of docs/declarations.md. */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { DOCS_FILE, generateDocs } from './lib/docsTables';

writeFileSync(DOCS_FILE, generateDocs());
console.log(`wrote ${relative(process.cwd(), DOCS_FILE)} (generated tables)`);
