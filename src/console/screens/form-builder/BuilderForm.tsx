import type CoreForm from '@rjsf/core';
import { Alert, Button, Flex } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate, type To } from 'react-router-dom';
import type { ActionMode } from '../../../shared/enums';
import { t } from '../../../shared/messages';
import { tBuilder } from '../../../shared/builderMessages';
import type { Declaration } from '../../../shared/registry';
import { buildForm } from '../../rules/formBuilder';
import { builderProblems } from '../../rules/formBuilderChecks';
import type { Id } from '../../api/types';
import { useScope } from '../../common/ScopeContext';
import { kindCapabilities } from '../../engine/capabilities';
import { ConflictModal } from '../../engine/edit/ConflictModal';
import { EditHeader } from '../../engine/edit/EditHeader';
import { errorSchemaFrom, type FieldMessage } from '../../engine/edit/fieldErrors';
import { sameData } from '../../../shared/rules/sameData';
import { UnsavedChanges } from '../../engine/edit/UnsavedChanges';
import { useFormDirty } from '../../engine/edit/useFormDirty';
import { fieldChecksValidator } from '../../engine/edit/fieldChecksValidator';
import { useRecordSave } from '../../engine/edit/useRecordSave';
import { recordIdOf, type ReadRequest, type ResourceRow } from '../../engine/resourceApi';
import { useDirtyStore } from '../../state/dirtyStore';
import { detailsForm, SCHEMA_FIELD, splitRecord, SUBMIT_LABEL_FIELD, UI_FIELD } from './builderRecord';
import { FieldList } from './FieldList';
import { FormDetails } from './FormDetails';
import { FormPreview } from './FormPreview';
import { useFieldItems } from './useFieldItems';

export interface BuilderFormProps {
  decl: Declaration;
  mode: ActionMode;
  row: ResourceRow | null;
  initial: Record<string, unknown>;
  request: ReadRequest;
  backTo: To;
  linkTo: (mode: ActionMode, id?: Id) => To;
  onReload: () => void;
}

/** One dynamic form being built: details, fields and preview, saved together for review (FORM area). */
export function BuilderForm({ decl, mode, row, initial, request, backTo, linkTo, onReload }: BuilderFormProps) {
  const navigate = useNavigate();
  const isMaker = useScope().roles.isMaker[decl.area];
  const can = kindCapabilities(decl);
  const creating = mode === 'ADD' || mode === 'COPY';
  const viewing = mode === 'VIEW' || mode === 'VIEW_TEMP';
  const readonly = viewing || !isMaker || !(creating ? can.create : can.update);
  const form = useMemo(() => detailsForm(decl), [decl]);
  const start = useMemo(() => splitRecord(initial), [initial]);
  const [details, setDetails] = useState(start.details);
  // Compared with the schema defaults filled in, as rjsf fills them, so an untouched form is clean.
  const detailsDirty = useFormDirty(form.schema, start.details, 'details', fieldChecksValidator);
  const { items, fields, actions } = useFieldItems(start.fields);
  const detailsRef = useRef<CoreForm>(null);
  const [attempted, setAttempted] = useState(false);
  const [saved, setSaved] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldMessage[]>([]);
  const problems = useMemo(() => builderProblems(fields), [fields]);
  const complete = useMemo(() => fields.filter((_, i) => !problems.some((p) => p.index === i)), [fields, problems]);
  const dirty = !saved && !readonly && (detailsDirty.dirty || !sameData(fields, start.fields));

  const save = useRecordSave(decl, mode, row, {
    onFieldErrors: setServerErrors,
    onSaved: () => {
      setSaved(true);
      // Cleared now, not by the guard's effect, or the navigation below would be blocked.
      useDirtyStore.getState().setDirty(false);
      void navigate(backTo);
    },
  });
  const onSave = () => {
    setAttempted(true);
    const detailsOk = detailsRef.current?.validateForm() ?? true;
    if (!detailsOk || problems.length > 0 || fields.length === 0) return;
    const built = buildForm(fields);
    void save.submit({ ...details, [SCHEMA_FIELD]: built.schema, [UI_FIELD]: built.uiSchema });
  };
  const builtErrors = serverErrors.filter((e) => e.field.startsWith(SCHEMA_FIELD) || e.field.startsWith(UI_FIELD));
  const detailErrors = useMemo(() => errorSchemaFrom(serverErrors.filter((e) => !builtErrors.includes(e))), [serverErrors, builtErrors]);
  const fixNotice =
    attempted &&
    !readonly &&
    (fields.length === 0 ? tBuilder('builderNoFields') : problems.length > 0 ? tBuilder('builderFixFields') : undefined);
  const label = details[SUBMIT_LABEL_FIELD];
  const submitLabel = typeof label === 'string' ? label : undefined;

  return (
    <article aria-label={decl.label.one}>
      <UnsavedChanges dirty={dirty} />
      <EditHeader decl={decl} mode={mode} row={row} viewerOnly={!isMaker} backTo={backTo} />
      <FormDetails
        schema={form.schema}
        uiSchema={form.uiSchema}
        data={details}
        readonly={readonly}
        extraErrors={detailErrors}
        formRef={detailsRef}
        onChange={(data) => {
          detailsDirty.update(data);
          setDetails(data);
        }}
      />
      <Flex gap="large" wrap align="flex-start" style={{ marginTop: 16 }}>
        <div style={{ flex: '1 1 420px', minWidth: 0 }}>
          <FieldList items={items} problems={problems} showMissing={attempted} actions={actions} readonly={readonly} />
        </div>
        <div style={{ flex: '1 1 360px', minWidth: 0, position: 'sticky', top: 16 }}>
          <FormPreview fields={complete} leftOut={fields.length - complete.length} submitLabel={submitLabel} />
        </div>
      </Flex>
      {builtErrors.map((e) => (
        <Alert key={e.field + e.message} type="error" showIcon title={e.message} style={{ marginTop: 12 }} />
      ))}
      <Flex gap="small" align="center" wrap style={{ marginTop: 16 }}>
        {!readonly && (
          <Button type="primary" loading={save.saving} onClick={onSave}>
            {t('editSave')}
          </Button>
        )}
        {viewing && isMaker && can.update && row && row.pending_action !== 'DELETE' && (
          <Link to={linkTo('EDIT', recordIdOf(decl, row))}>
            <Button type="primary">{t('actionEdit')}</Button>
          </Link>
        )}
        {!readonly && (
          <Link to={backTo}>
            <Button>{t('editCancel')}</Button>
          </Link>
        )}
        {fixNotice && <Alert type="error" showIcon title={fixNotice} />}
      </Flex>
      {save.conflict && (
        <ConflictModal
          decl={decl}
          conflict={save.conflict}
          request={request}
          busy={save.saving}
          onClose={save.closeConflict}
          onReload={() => {
            save.closeConflict();
            onReload();
          }}
          onOverwrite={(version) => void save.submit(save.conflict!.mine, version)}
        />
      )}
    </article>
  );
}
