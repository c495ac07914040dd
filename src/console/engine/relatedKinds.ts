import type { Registry } from '../../shared/registry';
import { ownedFields } from '../../shared/ownership';

/**
 * The kinds a record page of this kind shows besides its own: its children's lists, the records
 * it owns and their children (a program's product and prices). Read from outlines, so a page can
 * ask for all of their whole declarations at once (useDeclarations).
 */
export function relatedKinds(registry: Registry, kind: string): string[] {
  if (!registry.has(kind)) return [];
  return [
    kind,
    ...registry.children(kind).map((d) => d.kind),
    ...ownedFields(registry.get(kind)).map((owned) => owned.spec.kind),
    ...registry.ownedChildren(kind).map(({ child }) => child.kind),
  ];
}
