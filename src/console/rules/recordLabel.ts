import type { PendingBlock } from './reviewBlocks';

/**
 * The record's name, else "<Kind> #<id>" so every block can be told apart. A module of its own:
 * the chrome names rejected changes with it (myChanges.ts) without the review screens' rules.
 */
export function recordLabel(block: Pick<PendingBlock, 'record_label' | 'kind_label' | 'kind' | 'record_id'>): string {
  const label = block.record_label;
  if ((typeof label === 'string' && label.trim() !== '') || typeof label === 'number') return String(label);
  return `${block.kind_label || block.kind} #${block.record_id}`;
}
