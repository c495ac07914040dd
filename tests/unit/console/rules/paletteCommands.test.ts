import { describe, expect, it } from 'vitest';
import { loadDeclarations } from '../../../../src/server/declarations';
import { filterCommands, paletteCommands, type PaletteContext } from '../../../../src/console/rules/paletteCommands';
import { isTyping, shortcutOf } from '../../../../src/console/rules/shortcuts';

const decls = loadDeclarations().all();
const ctx = (over: Partial<PaletteContext> = {}): PaletteContext => ({
  decls,
  useCase: 'EVT',
  isMaker: { ENTITY: true, PAGE: false, FORM: true, SPEAKERS: false },
  websites: [
    { id: '1', name: 'Northbridge Academy' },
    { id: '2', name: 'FutureTech Summit 2027' },
  ],
  activeWebsiteId: '2',
  ...over,
});
const labels = (c: PaletteContext) => paletteCommands(c).map((x) => x.label);

describe('the palette offers what the declarations and the user allow', () => {
  it('goes to every kind with a page of the website’s use case, taken from the declarations', () => {
    const expected = decls.filter((d) => d.sidebar && (d.scope === 'client' || d.useCases === 'ALL' || d.useCases.includes('EVT')));
    for (const d of expected) expect(paletteCommands(ctx()).some((c) => c.id === `go:${d.kind}`)).toBe(true);
  });

  it.each([
    ['a maker of entities may create an entity kind of the use case', ctx(), 'new:event-zones', true],
    ['nobody creates a kind of another use case from here', ctx(), 'new:courses', false],
    ['a viewer of entities creates none', ctx({ isMaker: {} }), 'new:event-zones', false],
    ['the other website is offered to switch to', ctx(), 'website:1', true],
    ['the active website is not', ctx(), 'website:2', false],
    ['every area’s Pending Review is there', ctx(), 'review:SPEAKERS', true],
    ['signing out is always there', ctx({ isMaker: {} }), 'sign-out', true],
  ])('%s', (_sentence, c, id, present) => {
    expect(paletteCommands(c).some((x) => x.id === id)).toBe(present);
  });

  it.each([
    ['every word typed must appear, in any order', 'review entit', ['Pending Review: Entities']],
    ['case does not matter', 'SIGN', ['Sign out']],
    ['labels starting with the text come first', 'zo', ['Zones']],
  ])('%s', (_sentence, query, first) => {
    expect(
      filterCommands(paletteCommands(ctx()), query)
        .map((c) => c.label)
        .slice(0, first.length),
    ).toEqual(first);
  });

  it('shows everything when nothing is typed', () => {
    expect(filterCommands(paletteCommands(ctx()), '  ')).toHaveLength(labels(ctx()).length);
  });
});

describe('shortcuts', () => {
  const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...mods,
  });
  it.each([
    ['Ctrl+K opens the palette on Windows and Linux', key('k', { ctrlKey: true }), false, 'palette'],
    ['⌘K opens it on macOS', key('K', { metaKey: true }), true, 'palette'],
    ['Ctrl+K does nothing on macOS (it is a text-editing key there)', key('k', { ctrlKey: true }), true, null],
    ['? lists the shortcuts', key('?'), false, 'help'],
    ['a plain k is typing', key('k'), false, null],
  ])('%s', (_sentence, event, mac, expected) => {
    expect(shortcutOf(event, mac)).toBe(expected);
  });

  it.each([
    ['a text field', { tagName: 'INPUT', isContentEditable: false }, true],
    ['a text area', { tagName: 'TEXTAREA', isContentEditable: false }, true],
    ['an editable region', { tagName: 'DIV', isContentEditable: true }, true],
    ['a button', { tagName: 'BUTTON', isContentEditable: false }, false],
    ['nothing', null, false],
  ])('a ? typed in %s is typing: %s', (_sentence, target, expected) => {
    expect(isTyping(target as EventTarget | null)).toBe(expected);
  });
});
