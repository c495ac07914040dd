/**
 * Console addresses of the engine's pages (docs/architecture.md §5): a kind's list at its console path, its
 * records below it: /new (ADD), /<id> (VIEW), /<id>/edit, /<id>/copy, /<id>/pending (VIEW_TEMP).
 */
import type { ActionMode } from '../../shared/enums';
import type { Declaration } from '../../shared/registry';
import type { Id } from '../api/types';

const SUFFIX: Record<ActionMode, (id?: Id) => string> = {
  ADD: () => '/new',
  EDIT: (id) => `/${id}/edit`,
  COPY: (id) => `/${id}/copy`,
  VIEW: (id) => `/${id}`,
  VIEW_TEMP: (id) => `/${id}/pending`,
};

/** The segments of a record page, relative to the kind ("new", "12/edit"). */
export const recordSegments = (mode: ActionMode, id?: Id): string => SUFFIX[mode](id).slice(1);

export const recordPath = (base: string, mode: ActionMode, id?: Id): string => `${base}${SUFFIX[mode](id)}`;

/** A page that makes a new record (a singleton's page always edits its one record): no child lists yet. */
export const createsRecord = (decl: Declaration, mode: ActionMode): boolean => !decl.singleton && (mode === 'ADD' || mode === 'COPY');
