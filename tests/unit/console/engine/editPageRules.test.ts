import {
  afterSave,
  isReadonly,
  offersEdit,
  type AccessFacts,
  type EditLinkFacts,
  type SaveFacts,
} from '../../../../src/console/engine/edit/editPageRules';

const maker: AccessFacts = { mode: 'EDIT', readOnly: false, isMaker: true, creating: false, canCreate: true, canUpdate: true };

describe('a record page’s form', () => {
  it.each<[string, Partial<AccessFacts>, boolean]>([
    ['a maker edits a record of a kind that can be updated', {}, false],
    ['a maker adds a record of a kind that can be created', { mode: 'ADD', creating: true }, false],
    ['a viewer only reads it', { isMaker: false }, true],
    ['the live version (VIEW) is only read', { mode: 'VIEW' }, true],
    ['the pending version (VIEW_TEMP) is only read', { mode: 'VIEW_TEMP' }, true],
    ['a page inside a read-only parent is only read', { readOnly: true }, true],
    ['a kind without an update call is only read when edited', { canUpdate: false }, true],
    ['a kind without a create call cannot be added', { mode: 'ADD', creating: true, canCreate: false }, true],
    ['a kind without an update call can still be added', { mode: 'ADD', creating: true, canUpdate: false }, false],
  ])('%s (read-only: %s)', (_sentence, facts, readonly) => {
    expect(isReadonly({ ...maker, ...facts })).toBe(readonly);
  });
});

const page: SaveFacts = { creating: false, hasChildLists: false, inDrawer: false, singleton: false, hasBackTo: true, canLink: true };

describe('after a save', () => {
  it.each<[string, Partial<SaveFacts>, ReturnType<typeof afterSave>]>([
    ['an edited record goes back to where it came from', {}, 'back'],
    ['a new record without child lists goes back', { creating: true }, 'back'],
    ['a new course opens as saved, so its programs can be added next', { creating: true, hasChildLists: true }, 'open saved'],
    [
      'a new record in a drawer with child lists opens as saved in it',
      { creating: true, hasChildLists: true, inDrawer: true },
      'open saved',
    ],
    ['an edited record in a drawer closes it', { inDrawer: true }, 'close'],
    ['a new record in a drawer without child lists closes it', { creating: true, inDrawer: true }, 'close'],
    ['a singleton stays, restarted from the saved version', { singleton: true }, 'stay'],
    ['a page with nowhere to go back to stays', { hasBackTo: false }, 'stay'],
    ['a new record with child lists but nowhere to go back to stays', { creating: true, hasChildLists: true, hasBackTo: false }, 'stay'],
    ['a new record the address cannot name goes back', { creating: true, hasChildLists: true, canLink: false }, 'back'],
  ])('%s', (_sentence, facts, next) => {
    expect(afterSave({ ...page, ...facts })).toBe(next);
  });
});

const viewed: EditLinkFacts = { mode: 'VIEW', isMaker: true, canUpdate: true, pendingAction: null };

describe('the Edit button of a record being viewed', () => {
  it.each<[string, Partial<EditLinkFacts>, boolean]>([
    ['a maker viewing a record may open it for editing', {}, true],
    ['a maker viewing a pending copy may open it for editing', { mode: 'VIEW_TEMP' }, true],
    ['a record already open for editing offers no Edit', { mode: 'EDIT' }, false],
    ['a viewer is offered no Edit', { isMaker: false }, false],
    ['a kind without an update call offers no Edit', { canUpdate: false }, false],
    ['a record waiting to be deleted offers no Edit', { pendingAction: 'DELETE' }, false],
    ['a record with a pending update may still be edited', { pendingAction: 'UPDATE' }, true],
  ])('%s', (_sentence, facts, offered) => {
    expect(offersEdit({ ...viewed, ...facts })).toBe(offered);
  });
});
