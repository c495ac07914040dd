/**
 * Checks of the migration vocabulary (docs/declarations.md, Changing a declaration) that JSON
 * Schema cannot express: a rename names a field that is gone, a dropped field is not declared, a
 * conversion suits the field's new type and lands inside its new enumeration. The server applies
 * these migrations to stored records, so a contradictory one must never reach it.
 */
import { eachField, escapePointer as esc, fieldAt, type Problem } from './declarationFields';
import type { ConvertSpec, Declaration, FieldSchema, RecordSchema } from './declaration';

/** The types a conversion's results have; a map keeps whatever its values are. */
const CONVERTED_TO: Record<string, string[]> = { toString: ['string'], toNumber: ['number', 'integer'], toList: ['array'] };

const typesOf = (field: FieldSchema): string[] => (Array.isArray(field.type) ? field.type : field.type ? [field.type] : []);

function checkConvert(convert: ConvertSpec, field: FieldSchema, at: string, add: (p: string, r: string) => void): void {
  if (typeof convert === 'string') {
    const types = typesOf(field);
    if (types.length > 0 && !types.some((t) => CONVERTED_TO[convert]?.includes(t)))
      add(`${at}/x-convert`, `${convert} makes ${CONVERTED_TO[convert]?.[0]} values, but the field is ${types.join(' or ')}`);
    return;
  }
  const allowed = field.enum ?? field.items?.enum;
  if (!allowed) return;
  for (const [from, to] of Object.entries(convert.map)) {
    // null empties the field, whatever its enumeration.
    if (to !== null && !allowed.some((v) => v === to))
      add(`${at}/x-convert/map/${esc(from)}`, `"${from}" converts to ${JSON.stringify(to)}, which the field's enum does not allow`);
  }
}

/** Every object of a schema (the record, nested objects, array items) with its dotted prefix and pointer. */
function eachObject(schema: RecordSchema, visit: (node: RecordSchema | FieldSchema, prefix: string, pointer: string) => void): void {
  visit(schema, '', '#/schema');
  eachField(schema, (path, field, pointer) => {
    if (field.properties) visit(field, `${path}.`, pointer);
    if (field.items?.properties) visit(field.items, `${path}.`, `${pointer}/items`);
  });
}

/** Problems of one declaration's x-renamedFrom, x-convert and dropped. */
export function checkMigrations(file: string, d: Declaration): Problem[] {
  const out: Problem[] = [];
  const add = (pointer: string, reason: string): void => void out.push({ file, pointer, reason });
  const renamed = new Set<string>();
  eachObject(d.schema, (node, prefix, pointer) => {
    const seen = new Map<string, string>();
    for (const [name, field] of Object.entries(node.properties ?? {})) {
      const at = `${pointer}/properties/${esc(name)}`;
      const from = field['x-renamedFrom'];
      if (from !== undefined) {
        if (node.properties?.[from])
          add(
            `${at}/x-renamedFrom`,
            `x-renamedFrom names "${from}", which is still declared; a renamed field is declared only under its new name`,
          );
        else if (seen.has(from)) add(`${at}/x-renamedFrom`, `"${from}" is also renamed to "${seen.get(from)}"; one field takes its values`);
        seen.set(from, name);
        renamed.add(prefix + from);
      }
      for (const [f, fAt] of [
        [field, at],
        [field.items, `${at}/items`],
      ] as const)
        if (f?.['x-convert'] !== undefined) checkConvert(f['x-convert'], f, fAt, add);
    }
  });
  (d.dropped ?? []).forEach((path, i) => {
    if (fieldAt(d.schema, path))
      add(`#/dropped/${i}`, `"${path}" is dropped but still declared; drop a field by removing it from the schema`);
    else if (renamed.has(path))
      add(`#/dropped/${i}`, `"${path}" is dropped but also renamed (x-renamedFrom); its values cannot both go and stay`);
  });
  return out;
}
