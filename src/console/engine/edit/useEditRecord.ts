import { useMemo } from 'react';
import type { ActionMode } from '../../../shared/enums';
import type { Declaration } from '../../../shared/registry';
import { useResourceRecord } from '../hooks/useResourceRecord';
import type { ParentFilter } from '../list/listState';
import type { ReadMode, ReadRequest } from '../resourceApi';
import { initialData } from './formData';

const READ_MODE: Partial<Record<ActionMode, ReadMode>> = { VIEW: 'VIEW', VIEW_TEMP: 'VIEW_TEMP' };

/** The record an edit page works on (none for ADD), and the data its form starts from. */
export function useEditRecord(
  decl: Declaration,
  mode: ActionMode,
  id: string | undefined,
  parent: ParentFilter | undefined,
  locale?: string,
) {
  const singleton = !!decl.singleton;
  const needsRead = singleton || mode !== 'ADD';
  const request = useMemo<ReadRequest>(
    () => ({ id: singleton ? undefined : id, mode: READ_MODE[mode], parentId: singleton ? parent?.id : undefined, locale }),
    [singleton, id, mode, parent?.id, locale],
  );
  const record = useResourceRecord(decl, request, needsRead);
  const row = needsRead ? (record.data ?? null) : null;
  const initial = useMemo(() => initialData(decl, mode, row, parent), [decl, mode, row, parent]);
  return {
    request,
    row,
    initial,
    loading: needsRead && record.isPending,
    error: needsRead ? record.error : null,
    // A singleton that does not exist yet is simply empty; a missing record is not.
    notFound: needsRead && !singleton && record.isSuccess && row === null,
    refetch: record.refetch,
  };
}
