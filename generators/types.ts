/** `npm run gen:types`: writes src/shared/types.generated.ts from the declarations of schemas/. */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { loadDeclarations } from '../src/server/declarations';
import { generateTypes, TYPES_FILE } from './lib/generate';

const registry = loadDeclarations();
writeFileSync(TYPES_FILE, await generateTypes(registry));
console.log(`wrote ${relative(process.cwd(), TYPES_FILE)} (${registry.all().length} kinds)`);
