import type { To } from 'react-router-dom';
import type { ActionMode } from '../../../shared/enums';
import type { Declaration } from '../../../shared/registry';
import type { Id } from '../../api/types';
import type { ParentFilter } from '../list/listState';

export interface EditPageProps {
  decl: Declaration;
  mode: ActionMode;
  /** The record's id (from the address); absent for ADD and singletons. */
  id?: string;
  /** Opened under a parent record: its field is set and hidden. */
  parent?: ParentFilter;
  /** The list this page came from: Back, Cancel and where a save returns to. */
  backTo?: To;
  /** This kind's other record pages (a view's Edit button). */
  linkTo?: (mode: ActionMode, id?: Id) => To;
  /** In a drawer: called after a save and on Cancel, instead of navigating. */
  onClose?: () => void;
  /** Inside another page (drawer, a parent's section): smaller heading, no leave guard of its own. */
  embedded?: boolean;
  /** Forced read-only (a child of a record being viewed). */
  readOnly?: boolean;
  onDirtyChange?: (dirty: boolean) => void;
  /** How many drawers deep the page is (a program's drawer over its course: 1), so each level keeps its own drawer in the address. */
  level?: number;
}
