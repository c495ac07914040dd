/**
 * The declaration `npm run new-entity` writes: pure, so a test can check that what it builds
 * passes the registry's checks. It is a small working kind (name, description, active flag)
 * meant to be edited, not a template full of placeholders that fail validation.
 */
import { AREAS, SCOPES, USE_CASES, type Area, type Scope, type UseCase } from '../../src/shared/enums';
import { sidebarUseCases, type Declaration } from '../../src/shared/registry';
import { lowerFirst } from '../../src/server/openapi/schemas';

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export class ScaffoldError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScaffoldError';
  }
}

/** What the command line gives, unparsed: validation lives here so the test covers it. */
export interface ScaffoldOptions {
  /** `<folder>/<kind>`, e.g. `events/event-zones`. */
  target: string;
  /** The singular label ("Zone"); by default derived from the kind. */
  label?: string;
  /** `EDU,EVT` or `ALL`; by default what the folder's other kinds use (ALL in a new folder). */
  useCases?: string;
  /** website or client; by default the folder's. */
  scope?: string;
  /** ENTITY, PAGE, FORM or SPEAKERS; by default the folder's. */
  area?: string;
  /** Where the calls live, e.g. /api/cms/events/event_awards; by default beside the folder's other calls. */
  endpointBase?: string;
  /** The id field (…_id) and the field that names a record; by default from the kind's name. */
  id?: string;
  display?: string;
  /** An @ant-design/icons outlined icon in kebab case (default appstore). */
  icon?: string;
}

/** What the other kinds of a folder share, so a new kind in events/ is an EVT website kind by default. */
export function folderDefaults(
  folder: string,
  existing: Declaration[],
  files: ReadonlyMap<string, string>,
): { area: Area; scope: Scope; useCases: string; apiBase: string } {
  const siblings = existing.filter((d) => files.get(d.kind)?.split(/[\\/]/).slice(-2, -1)[0] === folder);
  const most = <T>(values: T[], fallback: T): T => {
    const counts = new Map<T, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? fallback;
  };
  const bases = siblings
    .map((d) => (d.endpoints.list ?? d.endpoints.update ?? '').split(' ')[1]?.replace(/\/[^/]*$/, ''))
    .filter((b): b is string => Boolean(b));
  return {
    area: most(
      siblings.map((d) => d.area),
      'ENTITY',
    ),
    scope: most(
      siblings.map((d) => d.scope),
      'website',
    ),
    useCases: most(
      siblings.map((d) => (d.useCases === 'ALL' ? 'ALL' : d.useCases.join(','))),
      'ALL',
    ),
    apiBase: most(bases, '/api/cms'),
  };
}

export interface Scaffold {
  folder: string;
  kind: string;
  /** Path under schemas/. */
  file: string;
  declaration: Declaration;
}

export function singular(word: string): string {
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

export function plural(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function oneOf<T extends string>(what: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw new ScaffoldError(`${what} "${value}" must be one of ${allowed.join(', ')}.`);
  return value as T;
}

function parseUseCases(raw = 'ALL'): 'ALL' | UseCase[] {
  const value = raw.trim().toUpperCase();
  if (value === 'ALL') return 'ALL';
  const list = [
    ...new Set(
      value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
  if (list.length === 0) throw new ScaffoldError('--use-cases needs at least one of EDU, EVT, SPC, HAF (or ALL).');
  return list.map((v) => oneOf('use case', v, USE_CASES));
}

/** The lowest sidebar place after every kind sharing the area and one of the use cases. */
function nextSidebarOrder(existing: Declaration[], area: Area, useCases: readonly UseCase[]): number {
  const taken = existing
    .filter((d) => d.area === area && sidebarUseCases(d).some((uc) => useCases.includes(uc)))
    .map((d) => d.sidebar?.order ?? 0);
  return Math.max(0, ...taken) + 1;
}

export function scaffoldDeclaration(
  opts: ScaffoldOptions,
  existing: Declaration[],
  files: ReadonlyMap<string, string> = new Map(),
): Scaffold {
  const [folder, kind, ...rest] = opts.target.split('/');
  if (!folder || !kind || rest.length > 0 || !KEBAB.test(folder) || !KEBAB.test(kind)) {
    throw new ScaffoldError(`"${opts.target}" must be <area>/<kind> in kebab case, e.g. events/event-zones.`);
  }
  const clash = existing.find((d) => d.kind === kind);
  if (clash) throw new ScaffoldError(`Kind "${kind}" is already declared.`);
  const defaults = folderDefaults(folder, existing, files);
  const area = oneOf('--area', (opts.area ?? defaults.area).toUpperCase(), AREAS);
  const scope: Scope = oneOf('--scope', (opts.scope ?? defaults.scope).toLowerCase(), SCOPES);
  const useCases = parseUseCases(opts.useCases ?? defaults.useCases);

  const words = kind.split('-');
  const label = opts.label?.trim();
  if (opts.label !== undefined && !label) throw new ScaffoldError('--label must not be empty.');
  const one = label ?? capital([...words.slice(0, -1), singular(words.at(-1) ?? kind)].join(' '));
  const many = label ? plural(label) : capital(words.join(' '));
  // Field names share one prefix, as the declared kinds' do (zone_name, zone_capacity): the singular kind in snake case.
  const prefix = [...words.slice(0, -1), singular(words.at(-1) ?? kind)].join('_');
  const name = opts.display?.trim() || `${prefix}_name`;
  const [description, active] = [`${prefix}_description`, `${prefix}_active`];
  const id = opts.id?.trim() || `${prefix}_id`;
  if (!/^[a-z][a-z0-9_]*_id$/.test(id)) throw new ScaffoldError(`--id "${id}" must be snake case ending in _id, e.g. ${prefix}_id.`);
  if (!/^[a-z][a-z0-9_]*$/.test(name) || name === id)
    throw new ScaffoldError(`--display "${name}" must be a snake-case field name other than the id, e.g. ${prefix}_name.`);
  const base = (opts.endpointBase?.trim() || `${defaults.apiBase}/${kind.replace(/-/g, '_')}`).replace(/\/+$/, '');
  if (!/^\/api(\/[a-z0-9_]+)+$/.test(base))
    throw new ScaffoldError(`--endpoint-base "${base}" must be a path like /api/cms/events/event_awards.`);
  const icon = opts.icon?.trim() || 'appstore';
  if (!/^[a-z]+(-[a-z]+)*$/.test(icon))
    throw new ScaffoldError(`--icon "${icon}" must be an @ant-design/icons outlined icon in kebab case, e.g. trophy.`);

  const declaration: Declaration = {
    $schema: '../entity.schema.json',
    kind,
    label: { one, many },
    description: `${many} of the ${scope === 'website' ? 'website' : 'organisation'}.`,
    area,
    changeLogType: one,
    useCases,
    scope,
    route: kind,
    sidebar: { order: nextSidebarOrder(existing, area, useCases === 'ALL' ? USE_CASES : useCases), icon },
    id,
    display: name,
    endpoints: {
      list: `GET ${base}`,
      read: `GET ${base}/{id}`,
      create: `POST ${base}`,
      update: `PUT ${base}`,
      delete: `DELETE ${base}`,
    },
    list: {
      columns: [name, active, 'created_at'],
      search: [name],
      sort: 'created_at',
      order: 'desc',
      filters: [
        {
          field: active,
          label: 'Status',
          options: [
            { value: true, label: 'Active' },
            { value: false, label: 'Inactive' },
          ],
        },
      ],
    },
    schema: {
      type: 'object',
      required: [name],
      properties: {
        [name]: { type: 'string', title: 'Name', format: 'genericString', minLength: 2, maxLength: 120 },
        [description]: { type: 'string', title: 'Description', maxLength: 2000 },
        [active]: { type: 'boolean', title: 'Active', default: true },
      },
    },
    uiSchema: {
      'ui:order': [name, description, active],
      [name]: { 'ui:autofocus': true, 'ui:placeholder': `Name of the ${lowerFirst(one)}` },
      [description]: { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } },
      [active]: { 'ui:help': `Inactive ${lowerFirst(many)} stay in the console but are hidden on the website.` },
    },
  };
  return { folder, kind, file: `${folder}/${kind}.json`, declaration };
}
