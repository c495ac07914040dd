import { Rule } from '../../common/Rule';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Declaration } from '../../../shared/registry';
import { ownedIdOf } from '../../../shared/ownership';
import type { Id } from '../../api/types';
import { useRegistry } from '../RegistryContext';
import { childKinds } from '../relatedKinds';
import { useDeclarations } from '../useDeclarations';
import { ChildList } from './ChildList';
import type { EditPageProps } from './editPageProps';

export interface ChildSectionsProps {
  decl: Declaration;
  parentId: Id;
  /** The record's data: the ids of the records it owns (x-owns) are the parents of their child kinds. */
  record?: Record<string, unknown>;
  readonly: boolean;
  /** The edit page itself, passed in rather than imported so the two modules do not import each other. */
  renderEditor: (props: EditPageProps) => ReactNode;
  /** The names of the child forms with unsaved changes (a singleton's own form, a record open in a drawer). */
  onDirtyChange: (forms: string[]) => void;
  /** Drawers deep of the page (a program's drawer over its course: 1). */
  level?: number;
}

/**
 * Below a record: each kind declaring it as `parent`, then the child kinds of the records it owns
 * (a program's prices, under the product it is sold as). A singleton child (the SEO of a course)
 * is its own small form; any other child is a sub-list with records in a drawer.
 */
export function ChildSections({ decl, parentId, record, readonly, renderEditor, onDirtyChange, level = 0 }: ChildSectionsProps) {
  const registry = useRegistry();
  // Before reading them: the child kinds' whole declarations (their lists' columns and forms).
  useDeclarations(childKinds(registry, decl.kind));
  const children = [
    ...registry.children(decl.kind).map((child) => ({ child, parentId })),
    ...registry.ownedChildren(decl.kind).flatMap(({ child, owned }) => {
      const id = ownedIdOf(record, owned);
      return id === undefined ? [] : [{ child, parentId: id }];
    }),
  ];
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
  const dirtyForms = children.filter(({ child }) => dirtyKinds.has(child.kind)).map(({ child }) => child.label.one);
  const named = dirtyForms.join('\n');
  useEffect(() => onDirtyChange(named ? named.split('\n') : []), [named, onDirtyChange]);
  return (
    <>
      {children.map(({ child, parentId: id }) => {
        const parent = { field: child.parent!.field, id };
        return (
          <div key={child.kind}>
            <Rule />
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
                parentId={id}
                readonly={readonly}
                renderEditor={renderEditor}
                onDirtyChange={report(child.kind)}
                level={level}
              />
            )}
          </div>
        );
      })}
    </>
  );
}

/** For React.lazy (src/console/engine/edit/EditPage.tsx loads it apart from the form). */
export default ChildSections;
