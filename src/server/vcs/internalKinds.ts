import type { Declaration } from '../../shared/registry';

/**
 * Kinds the server keeps through the review flow without a declaration in schemas/ (a website's
 * display settings: no list, form or sidebar). Their features register them here, so the review
 * screens name their blocks as they name any other.
 */
const internal = new Map<string, Declaration>();

export function registerInternalKind(decl: Declaration): void {
  internal.set(decl.kind, decl);
}

export function internalKind(kind: string): Declaration | undefined {
  return internal.get(kind);
}
