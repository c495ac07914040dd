/**
 * What can be wrong with the demo records of seeds/: a file for no declared kind, a file that is
 * not a list of records, a record that does not fit its kind's schema, a marker or a reference
 * that points at the wrong thing. Run by `npm run schemas:check` and the unit tests.
 */
import type { ValidateFunction } from 'ajv';
import { escapePointer as esc, fieldAt, isObject, resolveEnums, type Problem } from '../../shared/declarationFields';
import type { FieldSchema, RecordSchema, Registry } from '../../shared/registry';
import { createAjv } from '../../shared/validator';
import type { SeedFile } from './seedFiles';
import { SEED_REF, sampleBody, sampleMarkerProblem } from './seedSamples';
import { SEED_IMAGE, SEED_IMAGE_STAND_IN } from './demoImages';

/** Seed references become a stand-in id, each checked against its field's x-ref first. */
function linkSeedRefs(value: unknown, schema: RecordSchema, path: string, pointer: string, add: (p: string, r: string) => void): unknown {
  if (Array.isArray(value)) return value.map((v, i) => linkSeedRefs(v, schema, path, `${pointer}/${i}`, add));
  if (isObject(value)) {
    const entries = Object.entries(value).map(([k, v]) => [
      k,
      linkSeedRefs(v, schema, path ? `${path}.${k}` : k, `${pointer}/${esc(k)}`, add),
    ]);
    return Object.fromEntries(entries);
  }
  if (typeof value === 'string' && value.startsWith('@image:')) {
    const format = fieldAt(schema, path)?.format;
    if (!SEED_IMAGE.test(value)) add(pointer, `${value} is not a demo image: write @image:<folder>/<name> in lower case, digits and -`);
    else if (format !== 'imageRef') add(pointer, `${value} is a demo image, but the field's format is ${format ?? 'absent'}, not imageRef`);
    return SEED_IMAGE_STAND_IN;
  }
  const ref = typeof value === 'string' ? SEED_REF.exec(value) : null;
  if (!ref) return value;
  const field = fieldAt(schema, path);
  const target = field?.['x-ref'] ?? field?.items?.['x-ref'];
  if (target !== ref[1])
    add(pointer, `${ref[0]} is not a reference to ${target ?? 'anything'}: the field's x-ref is ${target ?? 'absent'}`);
  // Distinct stand-ins, so a list of several references still passes uniqueItems.
  return Number(ref[2]) + 1;
}

/** Keys a record schema does not declare, at any depth: the API refuses them, so demo data may not have them. */
function undeclaredKeys(value: unknown, schema: FieldSchema | RecordSchema, pointer: string, add: (p: string, r: string) => void): void {
  if (Array.isArray(value)) {
    const items = 'items' in schema ? schema.items : undefined;
    if (items) value.forEach((v, i) => undeclaredKeys(v, items, `${pointer}/${i}`, add));
    return;
  }
  if (!isObject(value) || !schema.properties) return;
  for (const [key, v] of Object.entries(value)) {
    const field = schema.properties[key];
    if (field) undeclaredKeys(v, field, `${pointer}/${esc(key)}`, add);
    else add(pointer, `"${key}" is not a field of the kind`);
  }
}

let ajv: ReturnType<typeof createAjv> | undefined;

export function checkSeeds(registry: Registry, files: readonly SeedFile[]): Problem[] {
  const out: Problem[] = [];
  for (const f of files) {
    const add = (pointer: string, reason: string): void => void out.push({ file: f.file, pointer, reason });
    if (f.unreadable !== undefined) {
      add('#', `is not valid JSON: ${f.unreadable}`);
      continue;
    }
    const decl = registry.find(f.kind);
    if (!decl) {
      add('#', `names no declared kind "${f.kind}" (a seeds file is named after its kind: seeds/<kind>.json)`);
      continue;
    }
    if (!Array.isArray(f.json)) {
      add('#', 'must be a JSON list of records');
      continue;
    }
    const schema = resolveEnums(decl).schema;
    ajv ??= createAjv({ logger: false });
    const validate: ValidateFunction = ajv.compile(schema);
    f.json.forEach((sample: unknown, i) => {
      const at = `#/${i}`;
      if (!isObject(sample)) return add(at, 'must be a record (a JSON object)');
      const marker = sampleMarkerProblem(sample);
      if (marker) add(at, marker);
      undeclaredKeys(sampleBody(sample), schema, at, add);
      if (validate(linkSeedRefs(sampleBody(sample), schema, '', at, add))) return;
      for (const e of validate.errors ?? []) {
        const extra = e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : '';
        add(`${at}${e.instancePath}`, `${e.message ?? 'is not valid'}${extra}`);
      }
    });
  }
  return out;
}
