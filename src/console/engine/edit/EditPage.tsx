import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { Typography } from '../../common/Typography';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../../shared/messages';
import { useScope } from '../../common/ScopeContext';
import { useDirtyStore } from '../../state/dirtyStore';
import { kindCapabilities } from '../capabilities';
import { useRegistry } from '../RegistryContext';
import { relatedKinds } from '../relatedKinds';
import { createsRecord } from '../routing';
import { useDeclarations } from '../useDeclarations';
import { recordIdOf } from '../resourceApi';
import { EditActions } from './EditActions';
import { EditForm } from './EditForm';
import { EditHeader } from './EditHeader';
import { recordLoadState } from './RecordLoadState';
import type { EditPageProps } from './editPageProps';
import { UnsavedChanges } from './UnsavedChanges';
import { uiSchemaFor } from './uiSchemaFor';
import { preloadWidgets } from '../widgets/preloadWidgets';
import { useEditRecord } from './useEditRecord';
import { useFieldErrors } from './useFieldErrors';
import { useFormDirty } from './useFormDirty';
import { useRecordSave } from './useRecordSave';
import { useKindValidator } from './useKindValidator';
import { usePrefetchedOptions } from './usePrefetchedOptions';
import { Loading } from '../components/Loading';
import { LocalePicker } from './LocalePicker';
import { useRecordLocale } from './useRecordLocale';
import { afterSave, isReadonly } from './editPageRules';

export type { EditPageProps };

const renderEditor = (props: EditPageProps) => <EditPage {...props} />;
// Loaded when a saved record is open, apart from the form: its diff tables belong to the review screens.
const HistoryPanel = lazy(() => import('../history/HistoryPanel'));
// Neither shows on a new record's page: the child lists (with the list engine and a drawer) come
// with a saved record, the conflict dialog with a 409.
const ChildSections = lazy(() => import('./ChildSections'));
// A saved record's check of its stored values against today's declaration, with its notice and strings.
const StoredProblems = lazy(() => import('./StoredProblems'));
const ConflictModal = lazy(() => import('./ConflictModal'));

/** Any declared kind's record page: ADD, EDIT, COPY, VIEW, VIEW_TEMP, with its child kinds below. */
export function EditPage(props: EditPageProps) {
  const registry = useRegistry();
  // Whole declarations of the kind, its children and what it owns: a drawer opens a record page
  // from a parent page that loaded only its own (useDeclarations).
  useDeclarations(relatedKinds(registry, props.decl.kind, !createsRecord(props.decl, props.mode)));
  const decl = registry.whole(props.decl);
  const { mode, id, backTo, linkTo, onClose, embedded, readOnly, onDirtyChange, level } = props;
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
  const [childDirty, setChildDirty] = useState(false);
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
        // Cleared now, not by the guard's effect, or the navigation below would be blocked.
        if (!onClose) useDirtyStore.getState().setDirty(false);
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
  const viewing = mode === 'VIEW' || mode === 'VIEW_TEMP';
  const editTo =
    viewing && isMaker && can.update && row && row.pending_action !== 'DELETE' && linkTo
      ? linkTo('EDIT', recordIdOf(decl, row))
      : undefined;
  const actions = useMemo(
    () => <EditActions readonly={readonly} saving={save.saving} invalid={invalid} cancelTo={backTo} onCancel={onClose} editTo={editTo} />,
    [readonly, save.saving, invalid, backTo, onClose, editTo],
  );

  const hasChildren = !decl.singleton && children.length > 0;
  // The id being read, as the record will carry it (addresses hold digits only).
  const readId = id !== undefined && /^[1-9][0-9]*$/.test(String(id)) ? Number(id) : undefined;
  // Mounted with the page, in the same place whether the form is there yet or not, and hidden until
  // it is: the child lists are asked for with the record, not after it (docs/architecture.md §5a).
  const childSections = hasChildren && !creating && (row || readId !== undefined) && (
    // Keyed: it keeps its place (and its lists) when the form takes the loading state's.
    <div key="children" hidden={!row || !validator}>
      <Suspense fallback={null}>
        <ChildSections
          decl={decl}
          parentId={row ? recordIdOf(decl, row) : readId!}
          record={row ?? undefined}
          level={level}
          readonly={readonly}
          renderEditor={renderEditor}
          onDirtyChange={setChildDirty}
        />
      </Suspense>
    </div>
  );
  const waiting = recordLoadState(decl, record, id) ?? (validator ? null : <Loading />);
  if (waiting || !validator) {
    return (
      // The same element as the form's (so the child sections stay mounted), named once the form is there.
      <article aria-busy={record.loading || undefined}>
        {waiting}
        {childSections}
      </article>
    );
  }
  return (
    <article aria-label={decl.label.one}>
      {!embedded && <UnsavedChanges dirty={form.dirty || childDirty} />}
      <EditHeader decl={decl} mode={mode} row={row} viewerOnly={!isMaker} embedded={embedded} backTo={embedded ? undefined : backTo} />
      {row && !creating && (
        <Suspense fallback={null}>
          <StoredProblems key={formKey} validator={validator} decl={decl} data={record.initial} onFound={fieldErrors.setServerErrors} />
        </Suspense>
      )}
      {decl.localised && <LocalePicker value={locale} onChange={setLocale} row={row} />}
      <EditForm
        key={formKey}
        schema={schema}
        uiSchema={uiSchema}
        initial={record.initial}
        readonly={readonly}
        extraErrors={fieldErrors.errors}
        idPrefix={decl.kind}
        validator={validator}
        onChange={onChange}
        onBlur={onFieldBlur}
        onSubmit={onSubmit}
        onError={onError}
      >
        {actions}
      </EditForm>
      {childSections}
      {hasChildren && creating && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {t('editChildrenAfterSave', {
            what: decl.label.one.toLowerCase(),
            children: children.map((c) => c.label.many.toLowerCase()).join(', '),
          })}
        </Typography.Paragraph>
      )}
      {row && !creating && !embedded && (
        <Suspense fallback={null}>
          <HistoryPanel decl={decl} id={recordIdOf(decl, row)} mayRestore={isMaker && can.update} />
        </Suspense>
      )}
      {save.conflict && (
        <Suspense fallback={null}>
          <ConflictModal
            decl={decl}
            conflict={save.conflict}
            request={record.request}
            busy={save.saving}
            onClose={save.closeConflict}
            onReload={() => {
              save.closeConflict();
              setReloads((n) => n + 1);
              void record.refetch();
            }}
            onOverwrite={(version) => void save.submit(save.conflict!.mine, version)}
          />
        </Suspense>
      )}
    </article>
  );
}
