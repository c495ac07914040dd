/**
 * The record's name, else "<Kind> #<id>" so every block can be told apart. A module of its own:
 * the chrome names rejected changes with it (myChanges.ts) without the review screens' rules.
 */
/** What a block tells of its record (reviewBlocks.ts's PendingBlock has these and more). */
export interface LabelledRecord {
  record_label?: unknown;
  kind_label?: string | null;
  kind: string;
  record_id: number | string;
}

export function recordLabel(block: LabelledRecord): string {
  const label = block.record_label;
  if ((typeof label === 'string' && label.trim() !== '') || typeof label === 'number') return String(label);
  return `${block.kind_label || block.kind} #${block.record_id}`;
}
