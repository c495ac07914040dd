import { loadDeclarations, readDeclarationFiles } from '../../../src/server/declarations';
import { checkDeclarations } from '../../../src/shared/declarationChecks';
import { checkedRegistry } from '../../../src/shared/checkedRegistry';
import { DeclarationError, Registry, entriesFromGlob } from '../../../src/shared/registry';

const registry = loadDeclarations();

describe('the declarations of schemas/', () => {
  it('are all readable and pass the meta-schema and every cross check', () => {
    const { entries, unreadable } = readDeclarationFiles();
    expect(unreadable).toEqual([]);
    expect(entries.length).toBeGreaterThanOrEqual(28);
    expect(checkDeclarations(entries)).toEqual([]);
  });

  it('declare each kind in a file named after it', () => {
    for (const decl of registry.all()) expect(registry.fileOf(decl.kind)).toMatch(new RegExp(`[\\\\/]${decl.kind}\\.json$`));
  });
});

describe('Registry.forUseCase', () => {
  it.each(['EDU', 'EVT', 'SPC', 'HAF'] as const)('%s: the declarations of its entity sidebar, by sidebar order', (useCase) => {
    const kinds = registry.forUseCase(useCase);
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.map((d) => d.sidebar?.order)).toEqual(kinds.map((d) => d.sidebar?.order).sort((x = 0, y = 0) => x - y));
    for (const d of kinds) expect(registry.get(d.kind)).toBe(d);
  });

  it('lists two kinds at the same order both, by name and then by kind, whatever their files', () => {
    const at = (kind: string, file: string, many: string): { file: string; json: unknown } => ({
      file,
      json: { ...registry.get('event-zones'), kind, label: { one: many, many }, sidebar: { order: 3, icon: 'environment' } },
    });
    const tied = new Registry([
      at('tie-b', 'a/tie-b.json', 'Halls'),
      at('tie-a', 'z/tie-a.json', 'Halls'),
      at('tie-c', 'b/tie-c.json', 'Booths'),
    ]);
    expect(tied.sidebar('EVT').map((e) => `${e.order} ${e.name} ${e.kind}`)).toEqual(['3 Booths tie-c', '3 Halls tie-a', '3 Halls tie-b']);
  });
});

/** docs/product.md §7 calls every declared kind together must make, exactly as written there. */
const SPEC_CALLS = [
  'GET /api/cms/courses',
  'GET /api/cms/courses/flat',
  'POST /api/cms/courses/website_course',
  'PUT /api/cms/courses/website_course',
  'DELETE /api/cms/courses/website_course',
  'GET /api/cms/courses/website_programs',
  'GET /api/cms/courses/course_program',
  'POST /api/cms/courses/course_program',
  'PUT /api/cms/courses/course_program',
  'DELETE /api/cms/courses/course_program',
  'GET /api/cms/courses/course_seo',
  'POST /api/cms/courses/course_seo',
  'GET /api/cms/courses/course_categories',
  'GET /api/cms/courses/program_categories',
  'GET /api/transactions/flat_tradeable_product_services',
  'GET /api/transactions/product_services',
  'GET /api/transactions/product_service/{id}',
  'POST /api/transactions/product_service',
  'PATCH /api/transactions/product_service',
  'DELETE /api/transactions/product_service/{id}',
  'GET /api/transactions/prodserv_prices',
  'POST /api/transactions/prodserv_price',
  'PATCH /api/transactions/prodserv_price',
  'DELETE /api/transactions/prodserv_price',
  'GET /api/transactions/prodserv_offers',
  'POST /api/transactions/prodserv_offer',
  'PATCH /api/transactions/prodserv_offer',
  'DELETE /api/transactions/prodserv_offer',
  'GET /api/transactions/prodserv_upsell_downsell',
  'POST /api/transactions/prodserv_upsell_downsell',
  'PATCH /api/transactions/prodserv_upsell_downsell',
  'DELETE /api/transactions/prodserv_upsell_downsell',
  'GET /api/cms/events',
  'PUT /api/cms/events',
  ...[
    'event_zones',
    'event_delegatepasses',
    'event_sponsorships',
    'event_sponsors',
    'event_agendas',
    'event_speakers',
    'event_testimonials',
  ].flatMap((name) => ['GET', 'POST', 'PUT', 'DELETE'].map((method) => `${method} /api/cms/events/${name}`)),
  'GET /api/cms/events/event_zone/{id}',
  'GET /api/cms/events/event_delegatepasses/{id}',
  'GET /api/cms/events/event_testimonials/{id}',
  ...['edu_client_list', 'edu_instructors', 'edu_testimonials', 'edu_accreditations', 'speakers_list'].flatMap((name) =>
    ['GET', 'POST', 'PUT', 'DELETE'].map((method) => `${method} /api/client/${name}`),
  ),
  'GET /api/client/flat_published_speakers_list',
  'GET /api/cms/page/pages',
  'GET /api/cms/page/page',
  'GET /api/cms/page/page_seo',
  'POST /api/cms/page/page_seo',
  'POST /api/cms/page/page_utils',
  'GET /api/cms/forms/page_form_mappings',
  'PUT /api/cms/forms/page_form_mappings',
];

describe('Registry endpoints', () => {
  const declared = new Set(registry.allEndpoints().map((e) => `${e.method} ${e.path}`));

  it.each(SPEC_CALLS)('declares %s', (call) => {
    expect(declared).toContain(call);
  });

  it('parses calls into method, path and where the id goes', () => {
    expect(registry.endpointsOf('event-zones')).toEqual({
      list: { name: 'list', method: 'GET', path: '/api/cms/events/event_zones', idInPath: false },
      read: { name: 'read', method: 'GET', path: '/api/cms/events/event_zone/{id}', idInPath: true },
      create: { name: 'create', method: 'POST', path: '/api/cms/events/event_zones', idInPath: false },
      update: { name: 'update', method: 'PUT', path: '/api/cms/events/event_zones', idInPath: false },
      delete: { name: 'delete', method: 'DELETE', path: '/api/cms/events/event_zones', idInPath: false },
    });
    expect(registry.endpointsOf('pages').utils).toMatchObject({ method: 'POST', path: '/api/cms/page/page_utils' });
  });
});

describe('Registry lookups', () => {
  it('finds a kind by route segment or full console path', () => {
    expect(registry.byRoute('zones')?.kind).toBe('event-zones');
    expect(registry.byRoute('/make/entities/zones')?.kind).toBe('event-zones');
    expect(registry.byRoute('/make/entities/programs')?.kind).toBe('courses');
    expect(registry.byRoute('/make/generic/forms/')?.kind).toBe('generic-forms');
    expect(registry.byRoute('/make/pages/edit-website')?.kind).toBe('pages');
    expect(registry.byRoute('/make/entities/nothing')).toBeUndefined();
    expect(registry.pathOf('speakers-list')).toBe('/make/speakers-list');
  });

  it('lists child kinds of a parent', () => {
    expect(
      registry
        .children('product-services')
        .map((d) => d.kind)
        .sort(),
    ).toEqual(['prodserv-offers', 'prodserv-prices', 'prodserv-updowns']);
    expect(
      registry
        .children('courses')
        .map((d) => d.kind)
        .sort(),
    ).toEqual(['course-programs', 'course-seo']);
    expect(registry.children('agendas').map((d) => d.kind)).toEqual(['agenda-speakers']);
    expect(registry.children('event-zones')).toEqual([]);
  });

  it('reports references, single and many, and who points at a kind', () => {
    expect(registry.refsOf('agenda-speakers')).toEqual([
      { field: 'agendaspeaker_agenda_id', target: 'agendas', many: false },
      { field: 'agendaspeaker_speaker_id', target: 'speakers', many: false },
    ]);
    expect(registry.refsOf('delegate-passes')).toContainEqual({ field: 'delegatepass_zone_ids', target: 'event-zones', many: true });
    expect(registry.referencedBy('sponsorships')).toEqual([
      { field: 'sponsor_sponsorship_id', target: 'sponsorships', many: false, kind: 'sponsors' },
    ]);
  });

  it('turns enum:<name> options into JSON Schema enums and lists option sources', () => {
    expect(registry.field('prodserv-prices', 'prodservprice_tax_mode')?.enum).toEqual(['pretax', 'posttax']);
    expect(registry.field('prodserv-updowns', 'prodservupdown_relation')?.enum).toEqual(['Upsell', 'Downsell', 'Similar']);
    expect(registry.field('generic-forms', 'form_fields.field_input_type')?.enum).toContain('urlOrDomain');
    expect(registry.optionsOf('speakers')).toContainEqual({ field: 'speaker_role_id', source: 'speaker_roles' });
  });

  it('reads nested fields by dotted path', () => {
    expect(registry.field('course-programs', 'product_service.prodserv_external_crm_name')?.title).toBe('Name in CRM');
    expect(registry.field('course-programs', 'nope.nothing')).toBeUndefined();
  });

  it('throws on an unknown kind', () => {
    expect(() => registry.get('unicorns')).toThrow('Unknown entity kind "unicorns".');
    expect(registry.find('unicorns')).toBeUndefined();
  });
});

describe('building a Registry', () => {
  const { entries } = readDeclarationFiles();

  it('refuses invalid declarations with every problem listed', () => {
    const broken = entries.map((e) =>
      e.file.endsWith('event-zones.json') ? { ...e, json: { ...(e.json as object), route: 'Not A Route' } } : e,
    );
    expect(() => checkedRegistry(broken)).toThrow(DeclarationError);
    try {
      checkedRegistry(broken);
    } catch (error) {
      expect((error as DeclarationError).problems).toContainEqual(expect.objectContaining({ pointer: '#/route' }));
    }
  });

  it('a plain Registry indexes declarations CI already checked (the console bundle) without checking them', () => {
    const broken = entries.map((e) =>
      e.file.endsWith('event-zones.json') ? { ...e, json: { ...(e.json as object), route: 'Not A Route' } } : e,
    );
    const trusted = new Registry(broken);
    expect(trusted.get('event-zones').route).toBe('Not A Route');
    // enum:<name> options are still resolved, so validators need no registry.
    expect(trusted.field('prodserv-prices', 'prodservprice_tax_mode')?.enum).toEqual(['pretax', 'posttax']);
    const modules = Object.fromEntries(entries.map((e) => [`../../../${e.file}`, { default: e.json }]));
    expect(new Registry(entriesFromGlob(modules)).all()).toHaveLength(registry.all().length);
  });

  it('accepts Vite glob modules, wrapped in default or not, and skips the meta-schema', () => {
    const modules: Record<string, unknown> = { '../../../schemas/entity.schema.json': { default: { not: 'a declaration' } } };
    entries.forEach((e, i) => (modules[`../../../${e.file}`] = i % 2 ? { default: e.json } : e.json));
    const fromGlob = checkedRegistry(entriesFromGlob(modules));
    expect(
      fromGlob
        .all()
        .map((d) => d.kind)
        .sort(),
    ).toEqual(
      registry
        .all()
        .map((d) => d.kind)
        .sort(),
    );
  });
});

describe('Registry ownership (x-owns, x-derived)', () => {
  it.each([
    [
      'a program shows the offers, prices and related products of the product it owns',
      'course-programs',
      ['prodserv-offers', 'prodserv-prices', 'prodserv-updowns'],
    ],
    ['a course owns nothing', 'courses', []],
  ])('%s', (_rule, kind, children) => {
    expect(
      registry
        .ownedChildren(kind)
        .map((c) => c.child.kind)
        .sort(),
    ).toEqual(children);
  });

  it.each([
    ['saving a program changes the product it owns', 'course-programs', ['product-services']],
    ['saving a price changes the programs whose current price reads it', 'prodserv-prices', ['course-programs']],
    ['saving a zone changes nothing else', 'event-zones', []],
  ])('%s', (_rule, kind, dependents) => {
    expect(registry.dependentKinds(kind)).toEqual(dependents);
  });
});
