/**
 * The record open in a drawer over a parent's edit page lives in the address too, as
 * `sub=<kind>/<new | id | id/edit | id/copy | id/pending>`, so a reload or a shared link reopens it.
 */
import type { ActionMode } from '../../../shared/enums';
import type { Id } from '../../api/types';
import { parseRest, recordSegments } from '../routing';

export const SUB_PARAM = 'sub';

export interface SubRecord {
  kind: string;
  mode: ActionMode;
  id?: string;
}

export function readSub(params: URLSearchParams): SubRecord | undefined {
  const [kind, ...rest] = (params.get(SUB_PARAM) ?? '').split('/');
  const page = kind ? parseRest(rest) : undefined;
  return kind && page?.page === 'record' ? { kind, mode: page.mode, id: page.id } : undefined;
}

/** The parameters with a drawer opened on a record (or, without kind, closed). */
export function withSub(params: URLSearchParams, kind?: string, mode?: ActionMode, id?: Id): URLSearchParams {
  const out = new URLSearchParams(params);
  if (kind && mode) out.set(SUB_PARAM, `${kind}/${recordSegments(mode, id)}`);
  else out.delete(SUB_PARAM);
  return out;
}
