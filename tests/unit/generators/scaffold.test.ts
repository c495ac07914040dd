import { readDeclarationFiles } from '../../../src/server/declarations';
import { checkDeclarations } from '../../../src/shared/declarationChecks';
import { Registry, sidebarUseCases, type Declaration } from '../../../src/shared/registry';
import { plural, ScaffoldError, scaffoldDeclaration, singular } from '../../../generators/lib/scaffold';

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
    expect(scaffold.declaration).toMatchObject({ scope: 'client', area: 'FORM', useCases: 'ALL', label: { one: 'Test survey', many: 'Test surveys' } });
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
