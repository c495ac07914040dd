/**
 * Cross checks of `x-owns`, `x-derived`, `websiteField`, `preview` and `list.exclude`: what the
 * meta-schema cannot say because it needs the other declarations (schemas/entity.schema.json).
 */
import { escapePointer as esc, fieldAt, type Problem } from './declarationFields';
import type { Declaration, FieldSchema } from './declaration';
import { derivedFields, ownedFields } from './ownership';

type Add = (pointer: string, reason: string) => void;

const fieldsPointer = (field: string) => `#/schema/properties/${esc(field)}`;

function checkOwns(d: Declaration, kinds: ReadonlyMap<string, Declaration>, add: Add): void {
  for (const { field, spec } of ownedFields(d)) {
    const at = `${fieldsPointer(field)}/x-owns`;
    const owned = kinds.get(spec.kind);
    const node = d.schema.properties[field] as FieldSchema;
    if (!owned || owned.kind === d.kind) {
      add(`${at}/kind`, `owned kind "${spec.kind}" is not another declared kind`);
      continue;
    }
    // Owner and owned are published, reset and scoped together, so neither goes live alone.
    if (owned.area !== d.area || owned.scope !== d.scope)
      add(`${at}/kind`, `owned kind "${spec.kind}" must have the owner's area and scope`);
    if (node.type !== 'object') add(at, 'x-owns belongs on an object field');
    const id = node.properties?.[spec.id];
    if (!id || id.type !== 'integer' || !id.readOnly || id['x-ref'] !== spec.kind)
      add(`${at}/id`, `"${spec.id}" must be a readOnly integer property of the object with x-ref "${spec.kind}"`);
    for (const name of Object.keys(node.properties ?? {})) {
      if (name !== spec.id && !owned.schema.properties[name])
        add(`${fieldsPointer(field)}/properties/${esc(name)}`, `"${name}" is not a field of ${spec.kind}`);
    }
    for (const [to, from] of Object.entries(spec.copy ?? {})) {
      if (!owned.schema.properties[to]) add(`${at}/copy/${esc(to)}`, `"${to}" is not a field of ${spec.kind}`);
      if (!d.schema.properties[from]) add(`${at}/copy/${esc(to)}`, `"${from}" is not a field of ${d.kind}`);
    }
    for (const to of Object.keys(spec.set ?? {})) {
      if (!owned.schema.properties[to]) add(`${at}/set/${esc(to)}`, `"${to}" is not a field of ${spec.kind}`);
    }
  }
}

function checkDerived(d: Declaration, kinds: ReadonlyMap<string, Declaration>, add: Add): void {
  for (const { field, spec } of derivedFields(d)) {
    const at = `${fieldsPointer(field)}/x-derived`;
    const node = d.schema.properties[field] as FieldSchema;
    if (node.type !== 'string' || !node.readOnly) add(at, 'a derived field must be a readOnly string');
    const child = kinds.get(spec.kind);
    if (!child?.parent) {
      add(`${at}/kind`, `"${spec.kind}" is not a declared kind with a parent`);
      continue;
    }
    if (!fieldAt(d.schema, spec.on)) add(`${at}/on`, `"${spec.on}" is not a field of ${d.kind}`);
    const named = [...Object.keys(spec.where ?? {}), ...(spec.during ?? []), ...spec.text];
    for (const name of named) if (!fieldAt(child.schema, name)) add(at, `"${name}" is not a field of ${spec.kind}`);
  }
}

/** Problems of one declaration's ownership, website, preview and exclusion properties. */
export function checkOwnership(file: string, d: Declaration, kinds: ReadonlyMap<string, Declaration>): Problem[] {
  const out: Problem[] = [];
  const add: Add = (pointer, reason) => void out.push({ file, pointer, reason });
  checkOwns(d, kinds, add);
  checkDerived(d, kinds, add);
  if (d.websiteField) {
    const node = d.schema.properties[d.websiteField];
    if (!node || node.type !== 'integer' || !node.readOnly)
      add('#/websiteField', `"${d.websiteField}" must be a readOnly integer property`);
    if (d.scope !== 'website') add('#/websiteField', 'only a website kind has a website field');
  }
  (d.preview?.fields ?? []).forEach((f, i) => fieldAt(d.schema, f) || add(`#/preview/fields/${i}`, `"${f}" is not in the schema`));
  (d.preview?.children ?? []).forEach(
    (k, i) => kinds.get(k)?.parent?.kind === d.kind || add(`#/preview/children/${i}`, `"${k}" is not a child kind of ${d.kind}`),
  );
  (d.list?.exclude ?? []).forEach((f, i) => fieldAt(d.schema, f) || add(`#/list/exclude/${i}`, `"${f}" is not in the schema`));
  return out;
}
