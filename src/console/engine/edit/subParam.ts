/**
 * The record open in a drawer over a parent's edit page lives in the address too, as
 * `sub=<kind>/<new | id | id/edit | id/copy | id/pending>`, so a reload or a shared link reopens it.
 * A drawer inside a drawer (a program's price over its course) uses `sub1`, and so on.
 */
import type { ActionMode } from '../../../shared/enums';
import type { Id } from '../../api/types';
import { parseRest } from '../../../shared/rules/entityPath';
import { recordSegments } from '../routing';

export const SUB_PARAM = 'sub';

export interface SubRecord {
  kind: string;
  mode: ActionMode;
  id?: string;
}

const subParam = (level: number): string => (level > 0 ? `${SUB_PARAM}${level}` : SUB_PARAM);

export function readSub(params: URLSearchParams, level = 0): SubRecord | undefined {
  const [kind, ...rest] = (params.get(subParam(level)) ?? '').split('/');
  const page = kind ? parseRest(rest) : undefined;
  return kind && page?.page === 'record' ? { kind, mode: page.mode, id: page.id } : undefined;
}

/** The parameters with a drawer opened on a record (or, without kind, closed). */
export function withSub(params: URLSearchParams, kind?: string, mode?: ActionMode, id?: Id, level = 0): URLSearchParams {
  const out = new URLSearchParams(params);
  if (kind && mode) out.set(subParam(level), `${kind}/${recordSegments(mode, id)}`);
  else out.delete(subParam(level));
  // Drawers opened inside this one belong to the record it showed.
  for (const key of [...out.keys()]) {
    const deeper = /^sub(\d+)$/.exec(key);
    if (deeper && Number(deeper[1]) > level) out.delete(key);
  }
  return out;
}
