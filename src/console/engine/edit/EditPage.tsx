import { Typography } from '../../common/Typography';
import { t } from '../../../shared/messages';
import { lazy, Suspense, useMemo } from 'react';
import { recordIdOf } from '../resourceApi';
import { EditActions } from './EditActions';
import { EditForm } from './EditForm';
import { EditHeader } from './EditHeader';
import { recordLoadState } from './RecordLoadState';
import type { EditPageProps } from './editPageProps';
import { UnsavedChanges } from './UnsavedChanges';
import { Loading } from '../components/Loading';
import { NearView } from '../../common/NearView';
// A saved record's History heading, with the page: its versions and diffs load when it is opened.
import { HistoryPanel } from '../history/HistoryPanel';
import { useEditController } from './useEditController';
import { offersEdit } from './editPageRules';
import { useOwnerRedirect } from './useOwnerRedirect';

export type { EditPageProps };

const renderEditor = (props: EditPageProps) => <EditPage {...props} />;
// Neither shows on a new record's page: the child lists (with the list engine and a drawer) come
// with a saved record, the conflict dialog with a 409.
const ChildSections = lazy(() => import('./ChildSections'));
// A saved record's check of its stored values against today's declaration, with its notice and strings.
const StoredProblems = lazy(() => import('./StoredProblems'));
const ConflictModal = lazy(() => import('./ConflictModal'));
// Only a localised kind's page has one, with its question for the website's locales.
// A copy's choice of the records below the original to take along.
const CopyChildrenChoice = lazy(() => import('./CopyChildrenChoice'));
const LocalePicker = lazy(async () => ({ default: (await import('./LocalePicker')).LocalePicker }));

/** Any declared kind's record page: ADD, EDIT, COPY, VIEW, VIEW_TEMP, with its child kinds below (useEditController). */
export function EditPage(props: EditPageProps) {
  const page = useEditController(props);
  const { decl, record, row, validator, fieldErrors, save, creating, readonly, children } = page;
  const { mode, id, backTo, linkTo, onClose, embedded, level = 0 } = props;
  useOwnerRedirect(decl, id, !embedded && level === 0 && !creating);
  // Here rather than in the controller: the React Compiler's lint will not memoise a hook that
  // passes a record's field to a plain function after memoising on the declaration.
  const editTo =
    row && linkTo && offersEdit({ mode, isMaker: page.isMaker, canUpdate: page.canUpdate, pendingAction: row.pending_action })
      ? linkTo('EDIT', recordIdOf(decl, row))
      : undefined;
  const actions = useMemo(
    () => (
      <EditActions readonly={readonly} saving={save.saving} invalid={page.invalid} cancelTo={backTo} onCancel={onClose} editTo={editTo} />
    ),
    [readonly, save.saving, page.invalid, backTo, onClose, editTo],
  );

  // Mounted with the page, in the same place whether the form is there yet or not, and hidden until
  // it is: the child lists are asked for with the record, not after it (docs/architecture.md §5a).
  const childSections = page.hasChildren && !creating && (row || page.readId !== undefined) && (
    // Keyed: it keeps its place (and its lists) when the form takes the loading state's.
    <div key="children" hidden={!row || !validator}>
      {/* On a record's own page, below its form: drawn (code and lists) as it nears the screen, or at
          once when the address opens one of its records in a drawer. A drawer draws its own at once. */}
      <NearView now={embedded || level > 0 || page.opensChild}>
        <Suspense fallback={null}>
          <ChildSections
            decl={decl}
            parentId={row ? recordIdOf(decl, row) : page.readId!}
            record={row ?? undefined}
            level={level}
            readonly={readonly}
            renderEditor={renderEditor}
            onDirtyChange={page.setChildDirty}
          />
        </Suspense>
      </NearView>
    </div>
  );
  const waiting = recordLoadState(decl, record, id, embedded ? undefined : backTo) ?? (validator ? null : <Loading />);
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
      {!embedded && <UnsavedChanges dirty={page.dirty} forms={page.dirtyForms} />}
      <EditHeader decl={decl} mode={mode} row={row} viewerOnly={!page.isMaker} embedded={embedded} backTo={embedded ? undefined : backTo} />
      {row && !creating && (
        <Suspense fallback={null}>
          <StoredProblems
            key={page.formKey}
            validator={validator}
            decl={decl}
            data={record.initial}
            onFound={fieldErrors.setServerErrors}
          />
        </Suspense>
      )}
      {decl.localised && (
        <Suspense fallback={null}>
          <LocalePicker value={page.locale} onChange={page.setLocale} row={row} />
        </Suspense>
      )}
      <EditForm
        key={page.formKey}
        schema={page.schema}
        uiSchema={page.uiSchema}
        initial={record.initial}
        readonly={readonly}
        extraErrors={fieldErrors.errors}
        idPrefix={decl.kind}
        validator={validator}
        onChange={page.onChange}
        onBlur={page.onBlur}
        onSubmit={page.onSubmit}
        onError={page.onError}
      >
        {/* Above Save: what the copy takes along is chosen before it is made. */}
        {page.hasChildren && mode === 'COPY' && row && (
          <Suspense fallback={null}>
            <CopyChildrenChoice decl={decl} source={row} chosen={page.copyChildren} onChange={page.setCopyChildren} />
          </Suspense>
        )}
        {actions}
      </EditForm>
      {childSections}
      {page.hasChildren && creating && mode !== 'COPY' && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {t('editChildrenAfterSave', {
            what: decl.label.one.toLowerCase(),
            children: children.map((c) => c.label.many.toLowerCase()).join(', '),
          })}
        </Typography.Paragraph>
      )}
      {row && !creating && !embedded && <HistoryPanel decl={decl} id={recordIdOf(decl, row)} mayRestore={page.mayRestore} />}
      {save.conflict && (
        <Suspense fallback={null}>
          <ConflictModal
            decl={decl}
            conflict={save.conflict}
            request={record.request}
            busy={save.saving}
            onClose={save.closeConflict}
            onReload={page.reload}
            onOverwrite={(version) => void save.submit(save.conflict!.mine, version)}
          />
        </Suspense>
      )}
    </article>
  );
}
