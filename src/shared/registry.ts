/**
 * The declarations of schemas/ as one queryable registry, for the server and the console alike
 * (pure TS: no Node imports, the console bundles it). A Registry indexes declarations as given;
 * `checkedRegistry` (checkedRegistry.ts) checks them first, and the server builds its registry
 * that way, so no route runs on a half-valid kind. The console indexes the bundled schemas/ that
 * CI has already checked, without the checks and the ajv they need.
 */
import { consolePath, eachField, fieldAt, resolveEnums, type DeclarationFile, type Problem } from './declarationFields';
import { USE_CASES, type Area, type UseCase } from './enums';
import { ENDPOINT_SLOTS, type Declaration, type FieldSchema } from './declaration';
import { derivedFields, ownedFields, type OwnedField } from './ownership';
import { compareSidebarPlaces, type SidebarPlace } from './sidebarOrder';

export type { DeclarationFile, Problem };
export type {
  Declaration,
  DerivedSpec,
  Endpoints,
  EndpointSlot,
  FieldSchema,
  ListFilter,
  OwnsSpec,
  QueryParam,
  RecordSchema,
  SidebarFlag,
} from './declaration';
export type { OwnedField };
export { ENDPOINT_SLOTS } from './declaration';
export { consolePath, eachField, fieldAt };

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
  const [method = '', path = ''] = call.split(' ');
  return { name, method: method as HttpMethod, path, idInPath: path.includes('{id}') };
}

/** Where a kind's entry sits in a sidebar, for compareSidebarPlaces. */
export function sidebarPlace(decl: Pick<Declaration, 'kind' | 'label' | 'sidebar'>): SidebarPlace {
  return { order: decl.sidebar?.order ?? 0, name: decl.sidebar?.label ?? decl.label.many, kind: decl.kind };
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
  protected readonly kinds = new Map<string, Declaration>();
  private readonly files = new Map<string, string>();

  /** Indexes the declarations as they are: check them first (checkedRegistry) unless CI has. */
  constructor(entries: DeclarationFile[]) {
    // Code-point order, not localeCompare: the same on every runtime whatever its locale, and a
    // console's first localeCompare builds a collator, which cost ≈ 15 ms of a cold list load.
    const sorted = [...entries].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    for (const { file, json } of sorted) {
      const decl = resolveEnums(json as Declaration);
      this.kinds.set(decl.kind, decl);
      this.files.set(decl.kind, file);
    }
  }

  /**
   * Resolves when the whole declarations of these kinds are here; undefined when they already
   * are. A Registry holds whole declarations; the console's LazyRegistry starts from outlines.
   */
  ready(_kinds: readonly string[]): Promise<void> | undefined {
    return undefined;
  }

  /** The whole declaration for one that may be an outline (the console's LazyRegistry); any other as given. */
  whole(decl: Declaration): Declaration {
    return decl;
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

  /** The kinds a use case's sidebar shows for one area, in sidebar order (ties by name, then kind). */
  forUseCase(useCase: UseCase, area: Area = 'ENTITY'): Declaration[] {
    return this.all()
      .filter((d) => d.area === area && sidebarUseCases(d).includes(useCase))
      .sort((a, b) => compareSidebarPlaces(sidebarPlace(a), sidebarPlace(b)));
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

  /** The child kinds of the records a kind owns (a program's prices, through its product), with the owning field. */
  ownedChildren(kind: string): { child: Declaration; owned: OwnedField }[] {
    return ownedFields(this.get(kind)).flatMap((owned) => this.children(owned.spec.kind).map((child) => ({ child, owned })));
  }

  /** Kinds whose records a change of this kind also changes: those it owns, and those whose derived fields read it (a price → programs). */
  dependentKinds(kind: string): string[] {
    const owned = ownedFields(this.get(kind)).map((o) => o.spec.kind);
    const readers = this.all().filter((d) => derivedFields(d).some((f) => f.spec.kind === kind));
    return [...new Set([...owned, ...readers.map((d) => d.kind)])];
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
    return this.all().flatMap((d) => Object.values(this.endpointsOf(d.kind)).map((e) => ({ ...(e as Endpoint), kind: d.kind })));
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
    return this.all().flatMap((d) =>
      this.refsOf(d.kind)
        .filter((r) => r.target === kind)
        .map((r) => ({ ...r, kind: d.kind })),
    );
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
