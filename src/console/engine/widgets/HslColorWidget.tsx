import type { WidgetProps } from '@rjsf/utils';
import { HslColorPicker } from './HslColorPicker';

/**
 * A colour as hue, saturation and lightness sliders, kept as `#rrggbb` (`"ui:widget": "hslColor"`;
 * the plain `"color"` stays rjsf's native colour input). The picker names itself (its legend), so
 * the field's own label is left out (`"ui:options": { "label": false }`). It starts from the
 * value it is given and keeps its own HSL after: remount the form to start again.
 */
export function HslColorWidget({ id, label, value, onChange }: WidgetProps) {
  return <HslColorPicker id={id} label={label} initial={typeof value === 'string' ? value : '#000000'} onChange={onChange} />;
}
