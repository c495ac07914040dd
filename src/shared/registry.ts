/**
 * The declarations of schemas/ as one queryable registry, for the server and the console alike
 * (pure TS: no Node imports, the console bundles it). A Registry indexes declarations as given;
 * `checkedRegistry` (checkedRegistry.ts) checks them first, and the server builds its registry
 * that way, so no route runs on a half-valid kind. The console indexes the bundled schemas/ that
 * CI has already checked, without the checks and the ajv they need.
 */
import type { CheckOptions } from './declarationChecks';
import { consolePath, eachField, fieldAt, resolveEnums, type DeclarationFile, type Problem } from './declarationFields';
import { USE_CASES, type Area, type Scope, type SortOrder, type UseCase } from './enums';

export type { CheckOptions, DeclarationFile, Problem };

/** The feature flags a sidebar entry may sit behind (the console's switchable tabs). */
export type SidebarFlag = 'contentImages' | 'genericForm' | 'dynamicForm';
export { consolePath, eachField, fieldAt };

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
type Scalar = string | number | boolean;

type NumberKeyword = 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum' | 'multipleOf';
type CountKeyword = 'minLength' | 'maxLength' | 'minItems' | 'maxItems';
type FlagKeyword = 'uniqueItems' | 'readOnly' | 'writeOnly' | 'x-readonly' | 'x-unique';
type TextKeyword = 'title' | 'description' | 'format' | 'pattern' | 'x-ref' | 'x-options' | 'x-widget';

/** A record field: the JSON Schema keywords the meta-schema allows, plus the x- keywords. */
export interface FieldSchema
  extends Partial<Record<NumberKeyword | CountKeyword, number>>,
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
  list?: {
    columns: string[];
    search: string[];
    sort: string;
    order?: SortOrder;
    pageSize?: number;
    filters?: ListFilter[];
  };
  query?: QueryParam[];
  schema: RecordSchema;
  uiSchema: Record<string, unknown>;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  /** The slot (list, read, ...) or the extra call's name. */
  name: string;
  method: HttpMethod;
  path: string;
  /** The record id is a {id} path segment rather than a query or body field. */
  idInPath: boolean;
}

export interface FieldRef {
  /** Dotted path of the field (product_service.prodserv_type_id). */
  field: string;
  target: string;
  /** The field is a list of ids. */
  many: boolean;
}

export interface SidebarEntry {
  kind: string;
  name: string;
  href: string;
  icon: string;
  order: number;
}

export class DeclarationError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`Invalid entity declarations:\n${problems.map((p) => `${p.file} ${p.pointer}: ${p.reason}`).join('\n')}`);
    this.name = 'DeclarationError';
  }
}

export function parseCall(name: string, call: string): Endpoint {
  const [method, path] = call.split(' ');
  return { name, method: method as HttpMethod, path, idInPath: path.includes('{id}') };
}

export function includesUseCase(decl: Pick<Declaration, 'useCases'>, useCase: UseCase): boolean {
  return decl.useCases === 'ALL' || decl.useCases.includes(useCase);
}

/** The use cases whose sidebar lists the kind: sidebar.useCases when given, else the kind's own. */
export function sidebarUseCases(decl: Pick<Declaration, 'useCases' | 'sidebar'>): readonly UseCase[] {
  if (!decl.sidebar) return [];
  return decl.sidebar.useCases ?? (decl.useCases === 'ALL' ? USE_CASES : decl.useCases);
}

export class Registry {
  private readonly kinds = new Map<string, Declaration>();
  private readonly files = new Map<string, string>();

  /** Indexes the declarations as they are: check them first (checkedRegistry) unless CI has. */
  constructor(entries: DeclarationFile[]) {
    const sorted = [...entries].sort((a, b) => a.file.localeCompare(b.file));
    for (const { file, json } of sorted) {
      const decl = resolveEnums(json as Declaration);
      this.kinds.set(decl.kind, decl);
      this.files.set(decl.kind, file);
    }
  }

  all(): Declaration[] {
    return [...this.kinds.values()];
  }

  has(kind: string): boolean {
    return this.kinds.has(kind);
  }

  find(kind: string): Declaration | undefined {
    return this.kinds.get(kind);
  }

  get(kind: string): Declaration {
    const decl = this.kinds.get(kind);
    if (!decl) throw new Error(`Unknown entity kind "${kind}".`);
    return decl;
  }

  fileOf(kind: string): string {
    this.get(kind);
    return this.files.get(kind) as string;
  }

  /** By route segment ("zones") or full console path ("/make/entities/zones"). */
  byRoute(route: string): Declaration | undefined {
    const path = route.replace(/\/+$/, '');
    return this.all().find((d) => consolePath(d) === path || d.route === path);
  }

  pathOf(kind: string): string {
    return consolePath(this.get(kind));
  }

  /** The kinds a use case's sidebar shows for one area, in sidebar order. */
  forUseCase(useCase: UseCase, area: Area = 'ENTITY'): Declaration[] {
    return this.all()
      .filter((d) => d.area === area && sidebarUseCases(d).includes(useCase))
      .sort((a, b) => (a.sidebar?.order ?? 0) - (b.sidebar?.order ?? 0));
  }

  sidebar(useCase: UseCase, area: Area = 'ENTITY'): SidebarEntry[] {
    return this.forUseCase(useCase, area).map((d) => ({
      kind: d.kind,
      name: d.sidebar?.label ?? d.label.many,
      href: consolePath(d),
      icon: d.sidebar?.icon ?? '',
      order: d.sidebar?.order ?? 0,
    }));
  }

  children(kind: string): Declaration[] {
    return this.all().filter((d) => d.parent?.kind === kind);
  }

  endpointsOf(kind: string): Partial<Record<string, Endpoint>> {
    const { extra, ...slots } = this.get(kind).endpoints;
    const out: Partial<Record<string, Endpoint>> = {};
    for (const slot of ENDPOINT_SLOTS) if (slots[slot]) out[slot] = parseCall(slot, slots[slot]);
    for (const e of extra ?? []) out[e.name] = parseCall(e.name, e.call);
    return out;
  }

  /** Every call of every kind, e.g. for the server to mount routes. */
  allEndpoints(): (Endpoint & { kind: string })[] {
    return this.all().flatMap((d) =>
      Object.values(this.endpointsOf(d.kind)).map((e) => ({ ...(e as Endpoint), kind: d.kind })),
    );
  }

  refsOf(kind: string): FieldRef[] {
    const refs: FieldRef[] = [];
    eachField(this.get(kind).schema, (field, schema) => {
      if (schema['x-ref']) refs.push({ field, target: schema['x-ref'], many: false });
      if (schema.items?.['x-ref']) refs.push({ field, target: schema.items['x-ref'], many: true });
    });
    return refs;
  }

  /** Who points at a kind, so a delete can tell what still depends on a record. */
  referencedBy(kind: string): (FieldRef & { kind: string })[] {
    return this.all().flatMap((d) => this.refsOf(d.kind).filter((r) => r.target === kind).map((r) => ({ ...r, kind: d.kind })));
  }

  /** Fields whose choices come from reference data or an enumeration. */
  optionsOf(kind: string): { field: string; source: string }[] {
    const out: { field: string; source: string }[] = [];
    eachField(this.get(kind).schema, (field, schema) => {
      const source = schema['x-options'] ?? schema.items?.['x-options'];
      if (source) out.push({ field, source });
    });
    return out;
  }

  field(kind: string, path: string): FieldSchema | undefined {
    return fieldAt(this.get(kind).schema, path);
  }
}

/** Vite's `import.meta.glob('…/schemas/**\/*.json', { eager: true })` as declaration files; JSON modules may come wrapped in `default`. */
export function entriesFromGlob(modules: Record<string, unknown>): DeclarationFile[] {
  return Object.entries(modules)
    .filter(([file]) => !file.endsWith('entity.schema.json'))
    .map(([file, mod]) => {
      const wrapped = typeof mod === 'object' && mod !== null && 'default' in mod;
      return { file, json: wrapped ? mod.default : mod };
    });
}
