import type { ConvertSpec, Declaration, FieldSchema } from './declaration';

/** One step that carries a kind's stored documents across a declaration change (docs/declarations.md, Changing a declaration). */
export type MigrationStep =
  | { op: 'drop'; field: string }
  | { op: 'rename'; from: string; to: string }
  | { op: 'convert'; field: string; how: ConvertSpec; allowed?: readonly unknown[] }
  | { op: 'default'; field: string; value: unknown };

export interface MigrationPlan {
  kind: string;
  steps: MigrationStep[];
  /** Migration keywords on nested fields, which the server does not carry across yet. */
  unsupported: string[];
}

function nestedKeywords(schema: FieldSchema | undefined, path: string, out: string[]): void {
  if (!schema) return;
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const at = `${path}.${name}`;
    if (field['x-renamedFrom'] !== undefined || field['x-convert'] !== undefined) out.push(at);
    nestedKeywords(field, at, out);
  }
  nestedKeywords(schema.items, `${path}[]`, out);
}

/**
 * The steps a declaration's migration keywords ask for, in the order they apply: deliberate drops,
 * renames (a value moves only where the new name holds none, so nothing is overwritten), conversions,
 * then defaults that fill a required field a record lacks. Each step is idempotent: applying a plan
 * twice gives what applying it once gave.
 */
export function migrationPlan(decl: Declaration): MigrationPlan {
  const steps: MigrationStep[] = [];
  const unsupported: string[] = [];
  for (const field of decl.dropped ?? []) {
    if (field.includes('.')) unsupported.push(field);
    else steps.push({ op: 'drop', field });
  }
  const properties = Object.entries(decl.schema.properties);
  for (const [name, field] of properties) {
    if (field['x-renamedFrom'] !== undefined) steps.push({ op: 'rename', from: field['x-renamedFrom'], to: name });
  }
  for (const [name, field] of properties) {
    const how = field['x-convert'];
    if (how !== undefined) steps.push({ op: 'convert', field: name, how, ...(field.enum ? { allowed: field.enum } : {}) });
  }
  for (const name of decl.schema.required ?? []) {
    const field = decl.schema.properties[name];
    if (field?.default !== undefined) steps.push({ op: 'default', field: name, value: field.default });
  }
  for (const [name, field] of properties) {
    nestedKeywords(field, name, unsupported);
  }
  return { kind: decl.kind, steps, unsupported };
}
