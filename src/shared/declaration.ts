/**
 * The shape of a declaration (schemas/entity.schema.json is the truth; this mirrors it), apart
 * from the registry that indexes them, so the checks and field helpers need not import the
 * registry and no module cycle forms.
 */
import type { Area, Scope, SortOrder, UseCase } from './enums';

/** The feature flags a sidebar entry may sit behind (the console's switchable tabs). */
export type SidebarFlag = 'contentImages' | 'genericForm' | 'dynamicForm';

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
type Scalar = string | number | boolean;

type NumberKeyword = 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum' | 'multipleOf';
type CountKeyword = 'minLength' | 'maxLength' | 'minItems' | 'maxItems';
type FlagKeyword = 'uniqueItems' | 'readOnly' | 'writeOnly' | 'x-readonly' | 'x-unique';
type TextKeyword = 'title' | 'description' | 'format' | 'pattern' | 'x-ref' | 'x-options' | 'x-widget';

/** A record field: the JSON Schema keywords the meta-schema allows, plus the x- keywords. */
export interface FieldSchema
  extends
    Partial<Record<NumberKeyword | CountKeyword, number>>,
    Partial<Record<FlagKeyword, boolean>>,
    Partial<Record<TextKeyword, string>> {
  type?: JsonType | JsonType[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  additionalProperties?: boolean | FieldSchema;
  'x-owns'?: OwnsSpec;
  'x-derived'?: DerivedSpec;
  /** Migration: the field's name before a rename, a sibling of the same object (docs/declarations.md). */
  'x-renamedFrom'?: string;
  /** Migration: how stored values of a changed type or a narrowed enumeration, format or limit are converted. */
  'x-convert'?: ConvertSpec;
}

/** The conversions `x-convert` names; `map` converts listed old values to new ones. */
export const CONVERSIONS = ['toString', 'toNumber', 'toList'] as const;
export type ConvertSpec = (typeof CONVERSIONS)[number] | { map: Record<string, string | number | boolean | null> };

/** An object field holding an owned record of another kind (schemas/entity.schema.json `x-owns`). */
export interface OwnsSpec {
  kind: string;
  /** The object's readOnly field holding the owned record's id. */
  id: string;
  /** Owned field ← owner field, filled from the owner on every save. */
  copy?: Record<string, string>;
  /** Owned fields with fixed values (a mark the owned kind's list can exclude). */
  set?: Record<string, Scalar>;
}

/** A readOnly text field computed by the database from a child kind's records (`x-derived`). */
export interface DerivedSpec {
  kind: string;
  /** Dotted path of the record's value the child's parent field must equal. */
  on: string;
  where?: Record<string, Scalar>;
  /** [valid from, valid until] date fields of the child; an empty one is open. */
  during?: [string, string];
  text: string[];
}

export interface RecordSchema {
  $schema?: string;
  title?: string;
  description?: string;
  type: 'object';
  required?: string[];
  properties: Record<string, FieldSchema>;
  additionalProperties?: boolean;
}

export const ENDPOINT_SLOTS = ['list', 'read', 'flat', 'create', 'update', 'delete'] as const;
export type EndpointSlot = (typeof ENDPOINT_SLOTS)[number];

export type Endpoints = Partial<Record<EndpointSlot, string>> & {
  extra?: { name: string; call: string; description?: string }[];
};

export interface ListFilter {
  field: string;
  label: string;
  param?: string;
  options?: (Scalar | { value: Scalar; label: string })[];
  'x-options'?: string;
}

export interface QueryParam {
  name: string;
  type: 'string' | 'integer' | 'number' | 'boolean';
  title?: string;
  description?: string;
  default?: Scalar;
  enum?: Scalar[];
  'x-options'?: string;
  /** Record field the parameter filters on. */
  field?: string;
  /** eq (default): field equals the value; true: only a true value filters, on field = true; present: set or empty. */
  op?: 'eq' | 'true' | 'present';
  /** For op present: the values asking for records whose field is set. */
  presentWhen?: string[];
  /** A boolean parameter that, when true, switches this filter off. */
  unless?: string;
  endpoints?: string[];
}

/** One entity kind; schemas/entity.schema.json is the truth, this mirrors it. */
export interface Declaration {
  $schema?: string;
  kind: string;
  label: { one: string; many: string };
  description?: string;
  area: Area;
  changeLogType: string;
  useCases: 'ALL' | UseCase[];
  scope: Scope;
  route: string;
  sidebar?: { order: number; icon: string; label?: string; flag?: SidebarFlag; landing?: boolean; useCases?: UseCase[] };
  id: string;
  display: string;
  endpoints: Endpoints;
  upsert?: boolean;
  referenceData?: 'flat_prodservs';
  singleton?: boolean | { wrap?: string };
  localised?: boolean;
  headerLink?: { icon: string; label?: string };
  parent?: { kind: string; field: string };
  /** A readOnly field the server fills with the website a record is created on. */
  websiteField?: string;
  preview?: { fields?: string[]; children?: string[] };
  /** Check a field on every change, not only when it is left (docs/declarations.md). */
  liveValidate?: boolean;
  list?: {
    columns: string[];
    search: string[];
    sort: string;
    order?: SortOrder;
    pageSize?: number;
    /** Records with any of these fields set are left out of the list (kept inside another kind). */
    exclude?: string[];
    filters?: ListFilter[];
  };
  query?: QueryParam[];
  /** Migration: fields (dotted paths for nested ones) no longer declared whose stored data is deliberately dropped. */
  dropped?: string[];
  schema: RecordSchema;
  uiSchema: Record<string, unknown>;
}
