/**
 * The tables of docs/declarations.md, made from the code so they cannot go stale: the meta-schema's
 * properties and x- keywords, every format with its examples, and every list `x-options` may name.
 * `npm run gen` writes them between their markers; `npm run gen:check` fails when they drift.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import metaSchema from '../../schemas/entity.schema.json';
import { ENUMERATIONS, REFERENCE_DATA } from '../../src/shared/enums';
import { enumLabelsOf } from '../../src/shared/enumLabels';
import { FORMAT_EXAMPLES } from '../../src/shared/formatExamples';
import { formatMessages } from '../../src/shared/formats';

export const DOCS_FILE = fileURLToPath(new URL('../../docs/declarations.md', import.meta.url));

type Node = {
  description?: string;
  properties?: Record<string, Node>;
  required?: string[];
  enum?: unknown[];
  type?: unknown;
  $ref?: string;
  const?: unknown;
  oneOf?: Node[];
};

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string): string => `\`${text}\``;

function kindOf(node: Node): string {
  if (node.enum) return node.enum.map((v) => code(String(v))).join(', ');
  if (node.const !== undefined) return code(JSON.stringify(node.const).replace(/^"|"$/g, ''));
  // A value of several shapes (useCases, singleton, x-convert) lists each.
  if (node.oneOf) return node.oneOf.map(kindOf).join(', or ');
  if (node.$ref) return node.$ref.split('/').pop() ?? '';
  return typeof node.type === 'string' ? node.type : node.properties ? 'object' : '';
}

function propertiesTable(): string {
  const meta = metaSchema as unknown as Node;
  const rows = Object.entries(meta.properties ?? {})
    .filter(([name]) => name !== '$schema')
    .map(([name, node]) => {
      const sub = node.properties ? ` Inside: ${Object.keys(node.properties).map(code).join(', ')}.` : '';
      return `| ${code(name)} | ${meta.required?.includes(name) ? 'yes' : ''} | ${cell(kindOf(node))} | ${cell((node.description ?? '') + sub)} |`;
    });
  return ['| property | required | value | meaning |', '|---|---|---|---|', ...rows].join('\n');
}

function keywordsTable(): string {
  const field = (metaSchema as unknown as { definitions: { fieldBase: Node } }).definitions.fieldBase;
  const rows = Object.entries(field.properties ?? {})
    .filter(([name]) => name.startsWith('x-'))
    .map(([name, node]) => `| ${code(name)} | ${cell(kindOf(node))} | ${cell(node.description ?? '')} |`);
  return ['| keyword | value | meaning |', '|---|---|---|', ...rows].join('\n');
}

function formatsTable(): string {
  const rows = Object.entries(FORMAT_EXAMPLES).map(([name, ex]) => {
    const meaning = formatMessages[name] ?? `the standard ${name} format`;
    return `| ${code(name)} | ${cell(meaning)} | ${code(ex.accepted)} | ${ex.refused === undefined ? '—' : code(ex.refused)} |`;
  });
  return ['| format | the value | accepted | refused |', '|---|---|---|---|', ...rows].join('\n');
}

function optionsTable(): string {
  const rows = [
    ...REFERENCE_DATA.map((name) => `| ${code(name)} | reference data served by \`/api/main/${name}\` |`),
    ...Object.entries(ENUMERATIONS).map(([name, values]) => {
      // A coded value shows the words managers read for it (src/shared/enumLabels.ts).
      const labels = enumLabelsOf(`enum:${name}`) ?? {};
      const choices = values.map((value) => (labels[value] ? `${value} (${labels[value]})` : String(value)));
      return `| ${code(`enum:${name}`)} | ${cell(choices.join(', '))} |`;
    }),
  ];
  return ['| x-options | choices |', '|---|---|', ...rows].join('\n');
}

const TABLES: Record<string, () => string> = {
  properties: propertiesTable,
  keywords: keywordsTable,
  formats: formatsTable,
  options: optionsTable,
};

/** docs/declarations.md with every generated table rewritten between its markers. */
export function generateDocs(current: string = readFileSync(DOCS_FILE, 'utf8')): string {
  let out = current;
  for (const [name, table] of Object.entries(TABLES)) {
    const start = `<!-- generated:${name} (npm run gen) -->`;
    const end = `<!-- /generated:${name} -->`;
    const [a, b] = [out.indexOf(start), out.indexOf(end)];
    if (a < 0 || b < a) throw new Error(`docs/declarations.md lacks the markers ${start} … ${end}`);
    out = `${out.slice(0, a + start.length)}\n${table()}\n${out.slice(b)}`;
  }
  return out;
}
