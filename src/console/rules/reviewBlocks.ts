import type { Area, ChangeAction, ReviewStatus } from '../../shared/enums';
import type { AreaFlags } from '../../shared/rules/types';

/** One change block as GET /api/cms/vcs/blocks answers it. */
export interface PendingBlock {
  block_id: number;
  asset_type_name: Area;
  kind: string;
  /** The kind's singular label, from the server's registry. */
  kind_label?: string | null;
  record_id: number;
  /** The record's display field (after, else before); null when the kind has none or it is empty. */
  record_label?: unknown;
  id_field?: string | null;
  change_log_type?: string;
  action: ChangeAction;
  status: ReviewStatus;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Goes up on every save to it: a publish names the version the checker saw. */
  version: number;
  created_by: number;
  /** Everyone who wrote a version of it (four eyes). */
  touched_by?: number[] | null;
  created_by_name?: string | null;
  created_at: string;
  website_id?: number | null;
  decided_by?: number | null;
  decided_by_name?: string | null;
  decided_at?: string | null;
  reason?: string | null;
}

export type TagColor = 'green' | 'blue' | 'red' | 'default';

/** docs/product.md §3 change actions as the tag a manager reads; the colours follow antd's add/edit/delete habit. */
export const ACTION_TAGS: Readonly<Record<ChangeAction, { label: string; color: TagColor }>> = {
  CREATE: { label: 'Create', color: 'green' },
  UPDATE: { label: 'Update', color: 'blue' },
  DELETE: { label: 'Delete', color: 'red' },
};

/** An action the console does not know yet still shows, as itself, rather than breaking the list. */
export function actionTag(action: string): { label: string; color: TagColor } {
  return Object.hasOwn(ACTION_TAGS, action) ? ACTION_TAGS[action as ChangeAction] : { label: action, color: 'default' };
}

export { recordLabel } from './recordLabel';

export interface BlockGroup<T> {
  kind: string;
  label: string;
  blocks: T[];
}

/**
 * Blocks grouped by kind, groups in label order (a stable place for each kind however the
 * server orders blocks), blocks kept in the server's order (newest first). `labelOf` names a
 * kind (the registry's plural); otherwise the server's kind_label, otherwise the kind itself.
 */
export function groupBlocks<T extends Pick<PendingBlock, 'kind' | 'kind_label'>>(
  blocks: readonly T[],
  labelOf: (kind: string) => string | undefined = () => undefined,
): BlockGroup<T>[] {
  const groups = new Map<string, BlockGroup<T>>();
  for (const block of blocks) {
    let group = groups.get(block.kind);
    if (!group) {
      group = { kind: block.kind, label: labelOf(block.kind) ?? (block.kind_label || block.kind), blocks: [] };
      groups.set(block.kind, group);
    }
    group.blocks.push(block);
  }
  return [...groups.values()].sort((a, b) => a.label.localeCompare(b.label) || a.kind.localeCompare(b.kind));
}

/**
 * docs/architecture.md §4: checkers publish, reset and reject; viewers and makers only look. The server
 * enforces it; this only decides which buttons to show.
 */
export function mayReview(isChecker: AreaFlags, area: Area): boolean {
  return isChecker[area] === true;
}

/** The reject reason the server accepts: 3 to 1000 characters once trimmed. */
export const REJECT_REASON = { min: 3, max: 1000 } as const;

export type ReasonProblem = 'required' | 'tooShort' | 'tooLong';

export function rejectReasonProblem(reason: string): ReasonProblem | null {
  const text = reason.trim();
  if (text === '') return 'required';
  if (text.length < REJECT_REASON.min) return 'tooShort';
  if (text.length > REJECT_REASON.max) return 'tooLong';
  return null;
}

/** REFERENCE_NOT_LIVE answers list one sentence per offending change in details.problems. */
export function publishProblems(details: unknown): string[] {
  const problems = typeof details === 'object' && details !== null ? (details as { problems?: unknown }).problems : undefined;
  return Array.isArray(problems) ? problems.filter((p): p is string => typeof p === 'string' && p !== '') : [];
}

/** The pending changes a refusal says are needed with the chosen ones (details.needs: block ids). */
export function neededBlocks(details: unknown): number[] {
  const needs = typeof details === 'object' && details !== null ? (details as { needs?: unknown }).needs : undefined;
  return Array.isArray(needs) ? needs.filter((n): n is number => Number.isSafeInteger(n)) : [];
}
