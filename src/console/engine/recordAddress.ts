import { consolePath } from '../../shared/declarationFields';
import type { Registry } from '../../shared/registry';
import type { Id } from '../api/types';
import { withSub } from './edit/subParam';

/** A record, and the parent whose page it opens over, if its kind has one (a course's program). */
export interface RecordPlace {
  kind: string;
  id: Id;
  parent_kind?: string;
  parent_id?: Id;
}

/**
 * Where a record is edited: a child's record (a program) in its drawer over its parent's page (the
 * course), any other on its own page. Undefined for a kind this console does not know.
 */
export function recordAddress(registry: Registry, place: RecordPlace): string | undefined {
  const decl = registry.find(place.kind);
  if (!decl) return undefined;
  const parent = place.parent_kind ? registry.find(place.parent_kind) : undefined;
  return parent && place.parent_id !== undefined
    ? `${consolePath(parent)}/${place.parent_id}/edit?${withSub(new URLSearchParams(), decl.kind, 'EDIT', place.id).toString()}`
    : `${consolePath(decl)}/${place.id}/edit`;
}
