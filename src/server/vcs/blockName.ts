import type { Registry } from '../../shared/registry';
import type { BlockRow } from './blocks';
import { internalKind } from './internalKinds';

/**
 * A change as a sentence names it: the kind's label and the record's name (`Course "Intro to AI"`),
 * else its id. Kinds the server keeps without a declaration (display settings) are named too.
 */
export function blockName(registry: Registry, block: Pick<BlockRow, 'kind' | 'record_id' | 'before' | 'after'>): string {
  const decl = registry.find(block.kind) ?? internalKind(block.kind);
  const doc = block.after ?? block.before ?? {};
  const name = decl ? doc[decl.display] : undefined;
  const label = decl?.label.one ?? block.kind;
  return typeof name === 'string' && name.trim() !== '' ? `${label} "${name}"` : `${label} ${block.record_id}`;
}

/** At most this many changes are named in a message; the error's details carry every id. */
const NAMED = 5;

/** "A, B and 3 more": a list of changes a sentence can hold. */
export function someNames(names: string[]): string {
  const shown = names.slice(0, NAMED).join(', ');
  return names.length > NAMED ? `${shown} and ${names.length - NAMED} more` : shown;
}
