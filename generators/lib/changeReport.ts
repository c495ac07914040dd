/**
 * The declaration changes as `npm run schemas:check` prints them: additive ones and those a
 * migration carries across as listed lines, the others as problems (file, pointer, message) that
 * fail the check, each naming the property that would carry it across.
 */
import type { DeclarationChange } from '../../src/shared/declarationChanges';
import type { RecordSchema, FieldSchema } from '../../src/shared/declaration';
import { escapePointer, type Problem } from '../../src/shared/declarationFields';

/** The pointer of a dotted field path, as deep as the schema still has it (a removed field: its object). */
export function fieldPointer(schema: RecordSchema | undefined, path: string): string {
  let node = schema as FieldSchema | undefined;
  let pointer = '#/schema';
  for (const name of path.split('.')) {
    if (node?.properties?.[name]) [node, pointer] = [node.properties[name], `${pointer}/properties/${escapePointer(name)}`];
    else if (node?.items?.properties?.[name])
      [node, pointer] = [node.items.properties[name], `${pointer}/items/properties/${escapePointer(name)}`];
    else break;
  }
  return pointer;
}

const KIND_POINTERS: Partial<Record<DeclarationChange['change'], string>> = {
  'kind-removed': '#',
  'id-changed': '#/id',
  'route-changed': '#/route',
  'endpoint-changed': '#/endpoints',
};

export interface ChangeReport {
  listed: string[];
  problems: Problem[];
}

/** `where(kind)` gives the kind's file and current schema (none for a removed kind). */
export function changeReport(
  changes: readonly DeclarationChange[],
  where: (kind: string) => { file: string; schema?: RecordSchema },
): ChangeReport {
  const report: ChangeReport = { listed: [], problems: [] };
  for (const c of changes) {
    if (!c.breaking) report.listed.push(`  additive: ${c.message}`);
    else if (c.migrated) report.listed.push(`  breaking, migrated: ${c.message}`);
    else {
      const { file, schema } = where(c.kind);
      const pointer = c.field === undefined ? (KIND_POINTERS[c.change] ?? '#') : fieldPointer(schema, c.field);
      report.problems.push({ file, pointer, reason: `breaking change: ${c.message}` });
    }
  }
  return report;
}
