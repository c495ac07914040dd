import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ActionMode } from '../../../shared/enums';
import { t } from '../../../shared/messages';
import type { Declaration } from '../../../shared/registry';
import type { Id } from '../../api/types';
import { confirm } from '../../state/confirmStore';
import { ListPage } from '../list/ListPage';
import type { ParentFilter } from '../list/listState';
import type { EditPageProps } from './editPageProps';
import { readSub, withSub } from './subParam';

const RecordDrawer = lazy(async () => ({ default: (await import('./RecordDrawer')).RecordDrawer }));

export interface ChildListProps {
  child: Declaration;
  parentId: Id;
  readonly: boolean;
  renderEditor: (props: EditPageProps) => ReactNode;
  onDirtyChange: (dirty: boolean) => void;
  /** Drawers deep of the page this list is on (0 on a record's own page). */
  level?: number;
}

/** A child kind's records under its parent (prices of a product): a compact list, records in a drawer. */
export function ChildList({ child, parentId, readonly, renderEditor, onDirtyChange, level = 0 }: ChildListProps) {
  const [params, setParams] = useSearchParams();
  const field = child.parent!.field;
  const parent = useMemo<ParentFilter>(() => ({ field, id: parentId }), [field, parentId]);
  const linkTo = useCallback(
    (mode: ActionMode, id?: Id) => ({ search: `?${withSub(params, child.kind, mode, id, level)}` }),
    [params, child.kind, level],
  );
  const sub = readSub(params, level);
  const open = sub?.kind === child.kind ? sub : undefined;
  // Loaded with the first record opened, then kept, so it can close with its motion.
  const [drawn, setDrawn] = useState(false);
  if (open && !drawn) setDrawn(true);
  const [dirty, setDirty] = useState(false);
  const markDirty = useCallback(
    (next: boolean) => {
      setDirty(next);
      onDirtyChange(next);
    },
    [onDirtyChange],
  );
  const shut = useCallback(() => {
    markDirty(false);
    setParams((prev) => withSub(prev, undefined, undefined, undefined, level));
  }, [markDirty, setParams, level]);
  const close = async () => {
    const discard =
      !dirty ||
      (await confirm({ title: t('editDiscardTitle'), content: t('leaveBody'), okText: t('leaveLeave'), cancelText: t('leaveStay') }));
    if (discard) shut();
  };
  return (
    <>
      <ListPage decl={child} compact parent={parent} urlPrefix={`${child.kind}.`} linkTo={linkTo} readOnly={readonly} />
      {drawn && (
        <Suspense fallback={null}>
          <RecordDrawer open={!!open} onClose={() => void close()}>
            {open &&
              renderEditor({
                decl: child,
                mode: open.mode,
                id: open.id,
                parent,
                embedded: true,
                readOnly: readonly,
                linkTo,
                onClose: shut,
                onDirtyChange: markDirty,
                level: level + 1,
              })}
          </RecordDrawer>
        </Suspense>
      )}
    </>
  );
}
