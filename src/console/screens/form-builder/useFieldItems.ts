import { useCallback, useMemo, useState } from 'react';
import type { BuilderField, BuilderInputType } from '../../rules/formBuilder';
import { keyAfterLabelChange, moveField, newField, withInputType } from '../../rules/formBuilderChecks';

/** A field on the builder's list: a stable id (React keys survive reordering) and whether it is new here. */
export interface FieldItem {
  uid: number;
  field: BuilderField;
  /** Added in this session: its key may still follow its label (see keyAfterLabelChange). */
  fresh: boolean;
}

export interface FieldActions {
  add: () => void;
  remove: (uid: number) => void;
  move: (uid: number, by: number) => void;
  setLabel: (uid: number, label: string) => void;
  setType: (uid: number, inputType: BuilderInputType) => void;
  patch: (uid: number, patch: Partial<BuilderField>) => void;
}

let nextUid = 1;
const wrap = (field: BuilderField, fresh: boolean): FieldItem => ({ uid: nextUid++, field, fresh });

/** The builder's field list and every edit a manager makes to it. */
export function useFieldItems(initial: readonly BuilderField[]) {
  const [items, setItems] = useState<FieldItem[]>(() => initial.map((f) => wrap(f, false)));
  const edit = useCallback((uid: number, change: (item: FieldItem, others: string[]) => BuilderField) => {
    setItems((prev) =>
      prev.map((item) =>
        item.uid === uid
          ? {
              ...item,
              field: change(
                item,
                prev.filter((o) => o.uid !== uid).map((o) => o.field.key),
              ),
            }
          : item,
      ),
    );
  }, []);
  const actions = useMemo<FieldActions>(
    () => ({
      add: () => setItems((prev) => [...prev, wrap(newField(prev.map((i) => i.field.key)), true)]),
      remove: (uid) => setItems((prev) => prev.filter((i) => i.uid !== uid)),
      move: (uid, by) =>
        setItems((prev) =>
          moveField(
            prev,
            prev.findIndex((i) => i.uid === uid),
            by,
          ),
        ),
      setLabel: (uid, label) =>
        edit(uid, (item, others) => ({
          ...item.field,
          label,
          key: item.fresh ? keyAfterLabelChange(item.field, label, others) : item.field.key,
        })),
      setType: (uid, inputType) => edit(uid, (item) => withInputType(item.field, inputType)),
      patch: (uid, patch) => edit(uid, (item) => ({ ...item.field, ...patch })),
    }),
    [edit],
  );
  const fields = useMemo(() => items.map((i) => i.field), [items]);
  return { items, fields, actions };
}
