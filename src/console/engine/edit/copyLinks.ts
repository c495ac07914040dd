import { ownedIdOf } from '../../../shared/ownership';
import type { Declaration, Registry } from '../../../shared/registry';

export interface CopyLink {
  child: Declaration;
  /** The id the original's records of this kind point at: the record's own, or that of a record it owns. */
  parentId: number | string;
}

/**
 * The kinds below a record that its copy can take along (as the server's copyableChildren,
 * src/server/resources/copyChildren.ts): its own children and those of the records it owns, that
 * can be created (or are singletons), each with the parent id the original's records have.
 */
export function copyableLinks(registry: Registry, decl: Declaration, source: Record<string, unknown>): CopyLink[] {
  const id = source[decl.id] as number | string | undefined;
  const links = [
    ...registry.children(decl.kind).map((child) => ({ child, parentId: id })),
    ...registry.ownedChildren(decl.kind).map(({ child, owned }) => ({ child, parentId: ownedIdOf(source, owned) })),
  ];
  return links.filter((link): link is CopyLink => link.parentId !== undefined && (!!link.child.singleton || !!link.child.endpoints.create));
}
