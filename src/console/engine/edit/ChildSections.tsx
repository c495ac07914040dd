import { Divider } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Declaration } from '../../../shared/registry';
import type { Id } from '../../api/types';
import { useRegistry } from '../RegistryContext';
import { ChildList } from './ChildList';
import type { EditPageProps } from './editPageProps';

export interface ChildSectionsProps {
  decl: Declaration;
  parentId: Id;
  readonly: boolean;
  /** The edit page itself, passed in rather than imported so the two modules do not import each other. */
  renderEditor: (props: EditPageProps) => ReactNode;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * Below a record: each kind declaring it as `parent`. A singleton child (the SEO of a course) is
 * its own small form; any other child is a sub-list with records in a drawer.
 */
export function ChildSections({ decl, parentId, readonly, renderEditor, onDirtyChange }: ChildSectionsProps) {
  const children = useRegistry().children(decl.kind);
  const [dirtyKinds, setDirtyKinds] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback(
    (kind: string) => (dirty: boolean) =>
      setDirtyKinds((prev) => {
        if (prev.has(kind) === dirty) return prev;
        const next = new Set(prev);
        if (dirty) next.add(kind);
        else next.delete(kind);
        return next;
      }),
    [],
  );
  const anyDirty = dirtyKinds.size > 0;
  useEffect(() => onDirtyChange(anyDirty), [anyDirty, onDirtyChange]);
  return (
    <>
      {children.map((child) => {
        const parent = { field: child.parent!.field, id: parentId };
        return (
          <div key={child.kind}>
            <Divider />
            {child.singleton ? (
              renderEditor({
                decl: child,
                mode: readonly ? 'VIEW' : 'EDIT',
                parent,
                embedded: true,
                readOnly: readonly,
                onDirtyChange: report(child.kind),
              })
            ) : (
              <ChildList
                child={child}
                parentId={parentId}
                readonly={readonly}
                renderEditor={renderEditor}
                onDirtyChange={report(child.kind)}
              />
            )}
          </div>
        );
      })}
    </>
  );
}
