import { readDeclarationFiles } from '../../../src/server/declarations';
import { checkDeclarations } from '../../../src/shared/declarationChecks';
import { Registry, sidebarUseCases, type Declaration } from '../../../src/shared/registry';
import { plural, ScaffoldError, scaffoldDeclaration, singular } from '../../../generators/lib/scaffold';
import { checkIcons, outlinedIconNames } from '../../../generators/lib/iconCheck';
import { generateDocs } from '../../../generators/lib/docsTables';

const { entries } = readDeclarationFiles();
const existing = entries.map((e) => e.json as Declaration);

function withScaffold(target: string, opts: Record<string, string> = {}) {
  const scaffold = scaffoldDeclaration({ target, ...opts }, existing);
  const entry = { file: `schemas/${scaffold.file}`, json: scaffold.declaration };
  return { scaffold, all: [...entries, entry] };
}

describe('new-entity scaffold', () => {
  it('builds a declaration that passes every registry check beside the real ones', () => {
    const { scaffold, all } = withScaffold('events/test-venues', { label: 'Venue', useCases: 'EVT' });
    expect(checkDeclarations(all)).toEqual([]);
    const registry = new Registry(all);
    const decl = registry.get('test-venues');
    expect(decl.label).toEqual({ one: 'Venue', many: 'Venues' });
    expect(decl.id).toBe('test_venue_id');
    expect(scaffold.file).toBe('events/test-venues.json');
    expect(Object.keys(registry.endpointsOf('test-venues')).sort()).toEqual(['create', 'delete', 'list', 'read', 'update']);
    expect(registry.endpointsOf('test-venues').update).toMatchObject({ method: 'PUT', path: '/api/cms/test_venues' });
    expect(registry.forUseCase('EVT').map((d) => d.kind)).toContain('test-venues');
  });

  it('takes the next free sidebar place of its area and use cases', () => {
    const { scaffold } = withScaffold('education/test-rooms', { useCases: 'EDU' });
    const taken = existing.filter((d) => d.area === 'ENTITY' && sidebarUseCases(d).includes('EDU'));
    expect(scaffold.declaration.sidebar?.order).toBe(Math.max(0, ...taken.map((d) => d.sidebar!.order)) + 1);
  });

  it('honours scope, area and ALL use cases', () => {
    const { scaffold, all } = withScaffold('forms/test-surveys', { scope: 'client', area: 'FORM' });
    expect(scaffold.declaration).toMatchObject({
      scope: 'client',
      area: 'FORM',
      useCases: 'ALL',
      label: { one: 'Test survey', many: 'Test surveys' },
    });
    expect(checkDeclarations(all)).toEqual([]);
  });

  it.each(['Events/things', 'events/Things', 'events/some_things', 'events', 'events/a/b', 'events/-things', '/things', 'events/things-'])(
    'refuses the name %s',
    (target) => {
      expect(() => scaffoldDeclaration({ target }, existing)).toThrow(ScaffoldError);
    },
  );

  it('refuses a kind that is already declared, and unknown options', () => {
    expect(() => scaffoldDeclaration({ target: 'events/event-zones' }, existing)).toThrow(/already declared/);
    expect(() => scaffoldDeclaration({ target: 'events/x-things', useCases: 'EDU,XYZ' }, existing)).toThrow(ScaffoldError);
    expect(() => scaffoldDeclaration({ target: 'events/x-things', scope: 'planet' }, existing)).toThrow(ScaffoldError);
    expect(() => scaffoldDeclaration({ target: 'events/x-things', area: 'NOPE' }, existing)).toThrow(ScaffoldError);
    expect(() => scaffoldDeclaration({ target: 'events/x-things', label: '  ' }, existing)).toThrow(ScaffoldError);
  });

  it('derives labels in English', () => {
    expect(['categories', 'classes', 'boxes', 'zones'].map(singular)).toEqual(['category', 'class', 'box', 'zone']);
    expect(['Category', 'Class', 'Day', 'Zone'].map(plural)).toEqual(['Categories', 'Classes', 'Days', 'Zones']);
  });
});

describe('icon check', () => {
  it('knows the outlined icons by their kebab-case names', () => {
    const names = outlinedIconNames();
    expect(names).toEqual(expect.arrayContaining(['environment', 'safety-certificate', 'idcard', 'book']));
  });

  it('offers only the icons the console can draw: one that is more than paths is refused here, not at build time', () => {
    expect(outlinedIconNames()).not.toContain('login');
    expect(checkIcons([{ file: 'schemas/x/y.json', json: { sidebar: { order: 1, icon: 'login' } } }])).toHaveLength(1);
  });

  it('passes every icon of schemas/, and refuses an unknown one with the likely one named', () => {
    expect(checkIcons(entries)).toEqual([]);
    const bad = { file: 'schemas/x/y.json', json: { sidebar: { order: 1, icon: 'envirnment' } } };
    expect(checkIcons([bad])).toEqual([
      {
        file: 'schemas/x/y.json',
        pointer: '#/sidebar/icon',
        reason: expect.stringMatching(/^"envirnment" is not an @ant-design\/icons outlined icon \(did you mean "environment"\?\)/),
      },
    ]);
  });
});

describe('docs/declarations.md tables', () => {
  it('are rewritten between their markers only, and a missing marker is an error', () => {
    const docs = generateDocs(
      'intro\n<!-- generated:properties (npm run gen) -->\nstale\n<!-- /generated:properties -->\noutro\n'.concat(
        ['keywords', 'formats', 'options'].map((n) => `<!-- generated:${n} (npm run gen) -->\n<!-- /generated:${n} -->\n`).join(''),
      ),
    );
    expect(docs).toMatch(/^intro\n<!-- generated:properties \(npm run gen\) -->\n\| property \| required \|/);
    expect(docs).not.toContain('stale');
    expect(docs).toContain('| `workEmail` | must be a work e-mail address');
    expect(docs).toContain('| `sidebar` |');
    expect(() => generateDocs('no markers')).toThrow(/lacks the markers/);
  });
});
