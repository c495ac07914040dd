import { eachField, type FieldSchema, type RecordSchema } from '../../shared/registry';

export interface FieldValue {
  /** Where the value sits, as a field path the API names in errors (program_product/prodserv_type_id, tags/2). */
  field: string;
  value: unknown;
  schema: FieldSchema;
}

/**
 * Every value a record holds for the declared fields `pick` chooses, stepping through nested
 * objects and arrays: `a.b` of `{ a: [{ b: 1 }, { b: 2 }] }` gives both, each with its own path.
 */
export function fieldValues(schema: RecordSchema, doc: Record<string, unknown>, pick: (field: FieldSchema) => boolean): FieldValue[] {
  const out: FieldValue[] = [];
  eachField(schema, (path, field) => {
    if (!pick(field)) return;
    let found: { at: string[]; value: unknown }[] = [{ at: [], value: doc }];
    for (const name of path.split('.')) {
      const next: { at: string[]; value: unknown }[] = [];
      for (const { at, value } of found) {
        const items = Array.isArray(value) ? value.map((v, i) => ({ at: [...at, String(i)], value: v as unknown })) : [{ at, value }];
        for (const item of items) {
          if (item.value && typeof item.value === 'object' && !Array.isArray(item.value) && Object.hasOwn(item.value, name)) {
            next.push({ at: [...item.at, name], value: (item.value as Record<string, unknown>)[name] });
          }
        }
      }
      found = next;
    }
    for (const { at, value } of found) {
      const values = Array.isArray(value) ? value.map((v, i) => ({ at: [...at, String(i)], value: v as unknown })) : [{ at, value }];
      for (const v of values)
        if (v.value !== undefined && v.value !== null) out.push({ field: v.at.join('/'), value: v.value, schema: field });
    }
  });
  return out;
}
