/**
 * The rjsf uiSchema of a kind: the declaration's own, plus what the declaration keywords imply,
 * so no declaration has to repeat it: `x-ref` → a searchable select of that kind, reference-data
 * `x-options` → a select of that data, an enumeration → its words as the choices, `x-readonly`/`readOnly`
 * → read-only, `x-widget` → widget.
 */
import type { UiSchema } from '@rjsf/utils';
import type { Declaration, FieldSchema } from '../../../shared/registry';
import { enumLabelsOf } from '../../../shared/enumLabels';

export const REF_WIDGET = 'RefSelectWidget';
export const OPTIONS_WIDGET = 'OptionsSelectWidget';
export const IMAGE_WIDGET = 'image';
/** Free words as tags, for an array of strings (widgets/TagsWidget.tsx). */
export const TAGS_WIDGET = 'tags';
/** A colour as HSL sliders, kept as hex (widgets/HslColorWidget.tsx). */
export const HSL_COLOR_WIDGET = 'hslColor';

type Ui = Record<string, unknown>;

const isReferenceData = (source: string | undefined): boolean => !!source && !source.startsWith('enum:');

function widgetFor(field: FieldSchema): string | undefined {
  const item = field.items;
  if (field['x-ref'] || item?.['x-ref']) return REF_WIDGET;
  if (isReferenceData(field['x-options']) || isReferenceData(item?.['x-options'])) return OPTIONS_WIDGET;
  if (field.format === 'imageRef') return IMAGE_WIDGET;
  return field['x-widget'];
}

function decorate(properties: Record<string, FieldSchema> | undefined, ui: Ui, clientWide: boolean): Ui {
  const out: Ui = { ...ui };
  for (const [name, field] of Object.entries(properties ?? {})) {
    const own = { ...((ui[name] as Ui | undefined) ?? {}) };
    const widget = widgetFor(field);
    if (widget && own['ui:widget'] === undefined) own['ui:widget'] = widget;
    // A client-wide record has no website, so neither may its uploads.
    if (own['ui:widget'] === IMAGE_WIDGET && clientWide) own['ui:options'] = { clientWide: true, ...(own['ui:options'] ?? {}) };
    if (field['x-readonly'] || field.readOnly) own['ui:readonly'] = true;
    // An enumeration's coded values read as its words (shared/enumLabels.ts), unless the declaration names them.
    const labels = enumLabelsOf(field['x-options'] ?? field.items?.['x-options']);
    if (labels && own['ui:enumNames'] === undefined) own['ui:enumNames'] = labels;
    if (field.properties) Object.assign(own, decorate(field.properties, own, clientWide));
    if (field.items?.properties) own.items = decorate(field.items.properties, (own.items as Ui | undefined) ?? {}, clientWide);
    if (Object.keys(own).length > 0) out[name] = own;
  }
  return out;
}

export interface UiOptions {
  /** Fields to hide (a sub-list's parent field: the parent is fixed by where the form opened). */
  hidden?: string[];
}

export function uiSchemaFor(decl: Declaration, { hidden = [] }: UiOptions = {}): UiSchema {
  const ui = decorate(decl.schema.properties, decl.uiSchema, decl.scope === 'client');
  for (const name of hidden) ui[name] = { ...(ui[name] ?? {}), 'ui:widget': 'hidden' };
  // The page renders its own buttons (Save, Cancel), so rjsf's submit button is left out.
  ui['ui:submitButtonOptions'] = { norender: true };
  return ui as UiSchema;
}
