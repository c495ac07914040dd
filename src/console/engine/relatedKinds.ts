import type { Registry } from '../../shared/registry';
import { ownedFields } from '../../shared/ownership';

/**
 * The kinds a record page of this kind shows besides its own: its children's lists, the records
 * it owns and their children (a program's product and prices). Read from outlines, so a page can
 * ask for all of their whole declarations at once (useDeclarations).
 */
export function relatedKinds(registry: Registry, kind: string, withChildren = true): string[] {
  if (!registry.has(kind)) return [];
  const owned = ownedFields(registry.get(kind)).map((o) => o.spec.kind);
  // A record being created shows no child lists yet (they come once it is saved): only its form.
  if (!withChildren) return [kind, ...owned];
  return [kind, ...owned, ...childKinds(registry, kind)];
}

/** The kinds listed below a saved record of this kind: its children, and the children of the records it owns. */
export function childKinds(registry: Registry, kind: string): string[] {
  return [...registry.children(kind).map((d) => d.kind), ...registry.ownedChildren(kind).map(({ child }) => child.kind)];
}
