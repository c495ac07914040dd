import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useScope } from '../../common/ScopeContext';
import { useDirtyStore } from '../../state/dirtyStore';
import { requestHeadingFocus } from '../../state/headingFocus';
import { kindCapabilities } from '../capabilities';
import { useRegistry } from '../RegistryContext';
import { relatedKinds } from '../relatedKinds';
import { recordIdOf } from '../resourceApi';
import { createsRecord } from '../routing';
import { useDeclarations } from '../useDeclarations';
import { preloadWidgets } from '../widgets/preloadWidgets';
import { afterSave, isReadonly } from './editPageRules';
import type { EditPageProps } from './editPageProps';
import { uiSchemaFor } from './uiSchemaFor';
import { useEditRecord } from './useEditRecord';
import { useFieldErrors } from './useFieldErrors';
import { useFormDirty } from './useFormDirty';
import { useKindValidator } from './useKindValidator';
import { usePrefetchedOptions } from './usePrefetchedOptions';
import { useRecordLocale } from './useRecordLocale';
import { useRecordSave } from './useRecordSave';
import { readSub } from './subParam';

/**
 * Everything a declared kind's record page knows and does, without drawing it (ra-core's
 * useEditController; EditPage.tsx draws what it returns): the record and its form's state, who
 * may edit it (editPageRules.ts), its field errors, the save and where it leads, and the
 * reload after a conflict.
 */
export function useEditController(props: EditPageProps) {
  const registry = useRegistry();
  // Whole declarations of the kind and what it owns: a drawer opens a record page from a parent
  // page that loaded only its own (useDeclarations). Its child kinds' come with its child lists
  // (ChildSections.tsx), which are drawn as they near the screen.
  useDeclarations(relatedKinds(registry, props.decl.kind, false));
  const decl = registry.whole(props.decl);
  const { mode, id, backTo, linkTo, onClose, readOnly, onDirtyChange } = props;
  // By value: a parent passed as a fresh object on each render must not rebuild the form.
  const [parentField, parentId] = [props.parent?.field, props.parent?.id];
  const parent = useMemo(
    () => (parentField === undefined || parentId === undefined ? undefined : { field: parentField, id: parentId }),
    [parentField, parentId],
  );
  const navigate = useNavigate();
  const isMaker = useScope().roles.isMaker[decl.area];
  const can = kindCapabilities(decl);
  const creating = createsRecord(decl, mode);
  const readonly = isReadonly({ mode, readOnly: !!readOnly, isMaker, creating, canCreate: can.create, canUpdate: can.update });
  // Its own child kinds and those of the records it owns (a program's prices).
  const children = useMemo(
    () => [...registry.children(decl.kind), ...registry.ownedChildren(decl.kind).map((c) => c.child)],
    [registry, decl.kind],
  );
  const [locale, setLocale] = useRecordLocale(decl);
  const record = useEditRecord(decl, mode, id, parent, locale);
  usePrefetchedOptions(decl);
  const { row } = record;
  const schema = decl.schema as unknown as RJSFSchema;
  const uiSchema = useMemo(() => {
    const ui = uiSchemaFor(decl, { hidden: parent ? [parent.field] : [] });
    // Idempotent: the heavy widgets' chunks start while the record is still on its way.
    preloadWidgets(decl.schema, ui);
    return ui;
  }, [decl, parent]);
  const [reloads, setReloads] = useState(0);
  const formKey = `${mode}:${id ?? ''}:${locale ?? ''}:${row?.version ?? 'new'}:${reloads}`;
  const validator = useKindValidator(decl);
  const fieldErrors = useFieldErrors(schema, decl.kind, validator, decl.liveValidate === true);
  const form = useFormDirty(schema, record.initial, formKey, validator);
  // The child forms below with unsaved changes, by name: saving this record does not save them.
  const [childDirty, setChildDirty] = useState<string[]>([]);
  // A copy's kinds below the original to copy with it: all of them until the manager unticks one.
  const [copyKinds, setCopyKinds] = useState<string[] | null>(null);
  const copyChildren = mode === 'COPY' ? (copyKinds ?? children.map((c) => c.kind)) : undefined;
  const [invalid, setInvalid] = useState(false);
  const { reset } = fieldErrors;
  useEffect(() => reset(record.initial), [reset, record.initial, formKey]);
  useEffect(() => onDirtyChange?.(form.dirty), [form.dirty, onDirtyChange]);

  const save = useRecordSave(
    decl,
    mode,
    row,
    {
      onFieldErrors: fieldErrors.setServerErrors,
      copyChildren,
      onSaved: (saved) => {
        form.clear();
        const next = afterSave({
          creating,
          hasChildLists: children.length > 0,
          inDrawer: !!onClose,
          singleton: !!decl.singleton,
          hasBackTo: !!backTo,
          canLink: !!saved && !!linkTo,
        });
        if (next === 'stay') return;
        if (next === 'close') return onClose?.();
        // Cleared now, not by the guard's effect, or the navigation below would be blocked — unless a
        // form below (the course's SEO) still holds changes: then leaving asks first, naming it.
        if (!onClose) useDirtyStore.getState().setDirty(childDirty.length > 0, childDirty);
        // The Save pressed goes with the page it was on: the next page's heading takes focus.
        requestHeadingFocus();
        if (next === 'open saved' && saved && linkTo) return void navigate(linkTo('EDIT', recordIdOf(decl, saved)), { replace: true });
        if (backTo) void navigate(backTo);
      },
    },
    locale,
  );

  const { onFieldChange, onFieldBlur, onSubmitted } = fieldErrors;
  const { update } = form;
  const onChange = useCallback(
    (event: IChangeEvent, fieldId?: string) => {
      onFieldChange(event.formData, fieldId);
      update(event.formData);
    },
    [onFieldChange, update],
  );
  const { submit } = save;
  const onSubmit = useCallback(
    (data: Record<string, unknown>) => {
      setInvalid(false);
      onSubmitted();
      void submit(data);
    },
    [submit, onSubmitted],
  );
  const onError = useCallback(() => {
    setInvalid(true);
    onSubmitted();
  }, [onSubmitted]);
  // The id being read, as the record will carry it (addresses hold digits only).
  const readId = id !== undefined && /^[1-9][0-9]*$/.test(String(id)) ? Number(id) : undefined;
  // The address opens one of its child records in a drawer (subParam.ts): its lists are needed at once.
  const [params] = useSearchParams();
  const opensChild = readSub(params, props.level ?? 0) !== undefined;

  return {
    decl,
    isMaker,
    mayRestore: isMaker && can.update,
    creating,
    readonly,
    children,
    hasChildren: !decl.singleton && children.length > 0,
    locale,
    setLocale,
    record,
    row,
    readId,
    opensChild,
    schema,
    uiSchema,
    formKey,
    validator,
    fieldErrors,
    copyChildren: copyChildren ?? [],
    setCopyChildren: setCopyKinds,
    dirty: form.dirty || childDirty.length > 0,
    /** The page's forms with unsaved changes, by name, for the leave dialog. */
    dirtyForms: form.dirty ? [decl.label.one, ...childDirty] : childDirty,
    setChildDirty,
    invalid,
    save,
    onChange,
    onBlur: onFieldBlur,
    onSubmit,
    onError,
    canUpdate: can.update,
    /** After a conflict: read the record again and start its form anew. */
    reload: () => {
      save.closeConflict();
      setReloads((n) => n + 1);
      void record.refetch();
    },
  };
}
