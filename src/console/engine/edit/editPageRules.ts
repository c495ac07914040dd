/**
 * What a record page decides, as plain functions (the headless part of EditPage.tsx, tested in
 * tests/unit/console/engine/editPageRules.test.ts): whether the form may be edited, and where a
 * save leads.
 */
import type { ActionMode } from '../../../shared/enums';

export interface AccessFacts {
  mode: ActionMode;
  /** The caller shows the record read-only (a parent page that is itself read-only). */
  readOnly: boolean;
  /** The user is a maker of the kind's area. */
  isMaker: boolean;
  /** The page makes a new record (add, copy). */
  creating: boolean;
  /** The kind's declared calls allow it. */
  canCreate: boolean;
  canUpdate: boolean;
}

/** A form may be edited by a maker, on an editing page, where the kind has the call for it. */
export function isReadonly(f: AccessFacts): boolean {
  const viewing = f.mode === 'VIEW' || f.mode === 'VIEW_TEMP';
  return f.readOnly || viewing || !f.isMaker || !(f.creating ? f.canCreate : f.canUpdate);
}

export interface SaveFacts {
  creating: boolean;
  /** The kind has child lists (a course's programs, a program's prices). */
  hasChildLists: boolean;
  /** The page is in a drawer, which closes when done. */
  inDrawer: boolean;
  singleton: boolean;
  /** Where the page came from, if anywhere. */
  hasBackTo: boolean;
  /** The saved record has an address to open it at. */
  canLink: boolean;
}

/**
 * Where a successful save leads. A new record with child lists opens as saved, so they can be
 * added next (in a drawer too); a drawer otherwise closes. A singleton, or a page with nowhere to
 * go back to, stays (the refetch restarts the form from the saved version); any other page goes back.
 */
export function afterSave(f: SaveFacts): 'open saved' | 'close' | 'stay' | 'back' {
  const openSaved = f.creating && f.hasChildLists && f.canLink;
  if (f.inDrawer) return openSaved ? 'open saved' : 'close';
  if (f.singleton || !f.hasBackTo) return 'stay';
  return openSaved ? 'open saved' : 'back';
}

export interface EditLinkFacts {
  mode: ActionMode;
  isMaker: boolean;
  canUpdate: boolean;
  /** What the record waits for review as, if anything. */
  pendingAction: string | null | undefined;
}

/** A record being viewed offers Edit to a maker, where the kind can be updated, unless it waits to be deleted. */
export function offersEdit(f: EditLinkFacts): boolean {
  const viewing = f.mode === 'VIEW' || f.mode === 'VIEW_TEMP';
  return viewing && f.isMaker && f.canUpdate && f.pendingAction !== 'DELETE';
}
