/**
 * How a dynamic form record splits between the builder's two halves: its details (name,
 * purpose, …), edited as the declaration's own form, and its fields, stored as a JSON Schema
 * plus UI schema and edited in the builder.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Declaration } from '../../../shared/registry';
import { fieldsFromForm, type BuilderField } from '../../rules/formBuilder';
import { uiSchemaFor } from '../../engine/edit/uiSchemaFor';

/** The dynamic-forms declaration's fields the builder writes (see schemas/forms/dynamic-forms.json). */
export const SCHEMA_FIELD = 'dynamicform_json_schema';
export const UI_FIELD = 'dynamicform_ui_schema';
/** The preview's button shows this detail's text. */
export const SUBMIT_LABEL_FIELD = 'dynamicform_submit_label';
const BUILT = [SCHEMA_FIELD, UI_FIELD];

type Data = Record<string, unknown>;

/** The declaration's schema and UI schema without the two built fields. */
export function detailsForm(decl: Declaration): { schema: RJSFSchema; uiSchema: UiSchema } {
  const { properties, required = [], ...rest } = decl.schema;
  const kept = Object.fromEntries(Object.entries(properties).filter(([name]) => !BUILT.includes(name)));
  const schema = { ...rest, required: required.filter((name) => !BUILT.includes(name)), properties: kept } as RJSFSchema;
  const ui: Data = { ...uiSchemaFor(decl) };
  for (const name of BUILT) delete ui[name];
  if (Array.isArray(ui['ui:order'])) ui['ui:order'] = (ui['ui:order'] as string[]).filter((name) => !BUILT.includes(name));
  return { schema, uiSchema: ui as UiSchema };
}

export function splitRecord(initial: Data): { details: Data; fields: BuilderField[] } {
  const details = Object.fromEntries(Object.entries(initial).filter(([name]) => !BUILT.includes(name)));
  return { details, fields: fieldsFromForm(initial[SCHEMA_FIELD], initial[UI_FIELD] ?? {}) };
}
