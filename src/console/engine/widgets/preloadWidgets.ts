import type { UiSchema } from '@rjsf/utils';
import type { FieldSchema } from '../../../shared/registry';
import { fields, widgets } from './index';

/** The widget rjsf picks for a string format when the uiSchema names none (its stock mapping). */
const FORMAT_WIDGETS: Record<string, string> = { date: 'DateWidget', 'date-time': 'DateTimeWidget' };
/** rjsf's short names for its stock widgets, as declarations write them (`"ui:widget": "range"`). */
const SHORT_NAMES: Record<string, string> = {
  range: 'RangeWidget',
  radio: 'RadioWidget',
  password: 'PasswordWidget',
  checkboxes: 'CheckboxesWidget',
};

function preload(component: unknown): void {
  const lazy = component as { preload?: () => Promise<unknown> } | undefined;
  void lazy?.preload?.();
}

/**
 * Asks for the lazy widgets a form will show while its page still waits for the record, so the
 * form does not wait for them afterwards (one round, not two).
 */
export function preloadWidgets(schema: FieldSchema, ui: UiSchema | undefined): void {
  const own = (ui ?? {}) as Record<string, unknown>;
  if (typeof own['ui:widget'] === 'string') preload(widgets[SHORT_NAMES[own['ui:widget']] ?? own['ui:widget']]);
  if (typeof own['ui:field'] === 'string') preload(fields[own['ui:field']]);
  if (schema.format && FORMAT_WIDGETS[schema.format]) preload(widgets[FORMAT_WIDGETS[schema.format] as string]);
  for (const [name, field] of Object.entries(schema.properties ?? {})) preloadWidgets(field, own[name] as UiSchema | undefined);
  if (schema.items) preloadWidgets(schema.items, own.items as UiSchema | undefined);
}
