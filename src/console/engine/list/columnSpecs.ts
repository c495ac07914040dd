/** What each list column shows and how (pure; the cells render these specs). */
import { t } from '../../../shared/messages';
import { fieldAt, type Declaration, type FieldSchema } from '../../../shared/registry';
import { showDate, showDateTime } from '../../../shared/rules/timeDisplay';
import { toText } from '../text';
import { enumLabelsOf } from '../../../shared/enumLabels';
import { declaredColumns } from './columnChoice';

export type CellKind = 'text' | 'boolean' | 'date' | 'datetime' | 'ref' | 'options' | 'list';

export interface ColumnSpec {
  field: string;
  title: string;
  kind: CellKind;
  /** x-ref target, for ref cells (a list of refs too). */
  ref?: string;
  /** x-options reference data, for options cells. */
  source?: string;
  /** ui:enumNames of an enum field: value → label. */
  enumNames?: Record<string, string>;
  /** The server sorts by scalar fields and the record columns only. */
  sortable: boolean;
}

const RECORD_COLUMNS: Record<string, () => string> = {
  created_at: () => t('listCreatedAt'),
  updated_at: () => t('listUpdatedAt'),
};

function kindOf(field: FieldSchema | undefined, name: string): CellKind {
  if (!field) return name in RECORD_COLUMNS ? 'datetime' : 'text';
  const item = field.items;
  if (field['x-ref'] || item?.['x-ref']) return 'ref';
  const source = field['x-options'] ?? item?.['x-options'];
  if (source && !source.startsWith('enum:')) return 'options';
  if (field.type === 'array') return 'list';
  if (field.type === 'boolean') return 'boolean';
  if (field.format === 'date') return 'date';
  if (field.format === 'date-time') return 'datetime';
  return 'text';
}

/** What an enum field's values read as: the declaration's `ui:enumNames` (in enum order, or by value), else its enumeration's words. */
function enumNamesOf(decl: Declaration, name: string, field: FieldSchema | undefined): Record<string, string> | undefined {
  const ui = decl.uiSchema[name] as Record<string, unknown> | undefined;
  const names = ui?.['ui:enumNames'];
  if (field?.enum && Array.isArray(names)) return Object.fromEntries(field.enum.map((v, i) => [toText(v), toText(names[i] ?? v)]));
  if (names && typeof names === 'object') return names as Record<string, string>;
  return enumLabelsOf(field?.['x-options'] ?? field?.items?.['x-options']);
}

/** The specs of the columns shown: the declaration's, or those the manager chose (columnChoice.ts). */
export function columnSpecs(decl: Declaration, names: readonly string[] = declaredColumns(decl)): ColumnSpec[] {
  return names.map((name) => {
    const field = fieldAt(decl.schema, name);
    const kind = kindOf(field, name);
    const scalar = field ? field.type !== 'array' && field.type !== 'object' : true;
    return {
      field: name,
      title: field?.title ?? RECORD_COLUMNS[name]?.() ?? (name === decl.id ? 'ID' : name),
      kind,
      ref: field?.['x-ref'] ?? field?.items?.['x-ref'],
      source: kind === 'options' ? (field?.['x-options'] ?? field?.items?.['x-options']) : undefined,
      enumNames: enumNamesOf(decl, name, field),
      sortable: scalar,
    };
  });
}

/**
 * A cell's text for the kinds that need no lookup; ref and options cells name their values elsewhere.
 * Dates and times read in the website's zone, as the edit form and the review diff show them.
 */
export function formatCell(spec: ColumnSpec, value: unknown, timeZone: string): string {
  if (value === undefined || value === null || value === '') return '';
  switch (spec.kind) {
    case 'boolean':
      return value === true ? t('yes') : value === false ? t('no') : toText(value);
    case 'date':
      return showDate(value, timeZone);
    case 'datetime':
      return showDateTime(value, timeZone);
    case 'list':
      return Array.isArray(value) ? value.map(toText).join(', ') : toText(value);
    default:
      return spec.enumNames?.[toText(value)] ?? toText(value);
  }
}
