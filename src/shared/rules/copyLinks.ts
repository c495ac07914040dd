import { ownedIdOf } from '../ownership';
import type { Declaration, Registry } from '../registry';

export interface CopyLink {
  child: Declaration;
  /** The id the record's children of this kind point at: the record's own, or that of a record it owns. */
  parentId: number | string;
}

/**
 * The kinds below a record that a copy of it can take along: its own children and those of the
 * records it owns (a program's product's prices), that can be created or are singletons, each
 * with the parent id the record's children have. The Copy page offers these
 * (src/console/engine/edit/CopyChildrenChoice.tsx); the server copies them
 * (src/server/resources/copyChildren.ts), reading them for the original and for its copy.
 */
export function copyLinks(registry: Registry, decl: Declaration, doc: Record<string, unknown> | null | undefined, id: unknown): CopyLink[] {
  const links = [
    ...registry.children(decl.kind).map((child) => ({ child, parentId: id as number | string | undefined })),
    ...registry.ownedChildren(decl.kind).map(({ child, owned }) => ({ child, parentId: ownedIdOf(doc, owned) })),
  ];
  const copyable = new Set(copyableKinds(registry, decl));
  return links.filter((link): link is CopyLink => link.parentId !== undefined && link.parentId !== null && copyable.has(link.child.kind));
}

/** The kinds a copy of this kind can take along, whatever a record holds: creatable, or singletons (made by their first save). */
export function copyableKinds(registry: Registry, decl: Declaration): string[] {
  return [...registry.children(decl.kind), ...registry.ownedChildren(decl.kind).map(({ child }) => child)]
    .filter((child) => child.singleton || registry.endpointsOf(child.kind).create)
    .map((child) => child.kind);
}
