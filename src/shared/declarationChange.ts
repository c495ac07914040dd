/**
 * One change between two versions of the declarations, as `npm run schemas:check` reports it and
 * the server's migrations rely on (docs/declarations.md, Changing a declaration). The codes and
 * the carrying properties are a fixed vocabulary: checks and the server switch on them.
 */

/** The declaration properties that carry stored records across a breaking change. */
export type CarryingProperty = 'x-renamedFrom' | 'default' | 'x-convert' | 'dropped';

export type ChangeCode =
  | 'kind-added'
  | 'kind-removed'
  | 'id-changed'
  | 'route-changed'
  | 'endpoint-added'
  | 'endpoint-changed'
  | 'field-added'
  | 'required-field-added'
  | 'field-removed'
  | 'field-renamed'
  | 'field-required'
  | 'field-optional'
  | 'type-changed'
  | 'type-widened'
  | 'enum-narrowed'
  | 'enum-widened'
  | 'format-narrowed'
  | 'format-widened'
  | 'limit-narrowed'
  | 'limit-widened';

export interface DeclarationChange {
  kind: string;
  /** Dotted path of the field (its new name after a rename); absent for a change of the kind itself. */
  field?: string;
  change: ChangeCode;
  /** Stored records or clients of the kind may no longer fit. */
  breaking: boolean;
  /** The property that carries (or would carry) stored records across; absent when none can. */
  carriedBy?: CarryingProperty;
  /** A breaking change the declaration carries across; false for additive ones. */
  migrated: boolean;
  /** kind, field, what changed, and what carries it across or would. */
  message: string;
}

export interface ChangeFacts {
  kind: string;
  field?: string;
  change: ChangeCode;
  /** What changed, as a clause: `type changed from string to integer`. */
  what: string;
  breaking?: boolean;
  carriedBy?: CarryingProperty;
  migrated?: boolean;
  /** For a breaking change not carried across: what to declare, or why nothing can carry it. */
  howTo?: string;
}

/** A change with its message; an additive change is never "migrated". */
export function declarationChange(f: ChangeFacts): DeclarationChange {
  const breaking = f.breaking ?? false;
  const migrated = breaking && (f.migrated ?? false);
  const subject = f.field === undefined ? f.kind : `${f.kind} field "${f.field}"`;
  const tail = !breaking ? '' : migrated ? `, carried across by "${f.carriedBy}"` : f.howTo ? `; ${f.howTo}` : '';
  const out: DeclarationChange = { kind: f.kind, change: f.change, breaking, migrated, message: `${subject}: ${f.what}${tail}` };
  if (f.field !== undefined) out.field = f.field;
  if (f.carriedBy) out.carriedBy = f.carriedBy;
  return out;
}

/** The breaking changes no declared migration carries across: what fails the check. */
export const unmigrated = (changes: readonly DeclarationChange[]): DeclarationChange[] => changes.filter((c) => c.breaking && !c.migrated);
