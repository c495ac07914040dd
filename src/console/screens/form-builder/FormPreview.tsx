import { Alert, Button } from 'antd';
import { Panel } from '../../common/Panel';
import { Typography } from '../../common/Typography';
import type { RJSFValidationError } from '@rjsf/utils';
import { useCallback, useMemo, useRef, useState } from 'react';
import { tBuilder } from '../../../shared/builderMessages';
import { buildForm, type BuilderField } from '../../rules/formBuilder';
import { EngineForm } from '../../engine/edit/EngineForm';
import { fieldChecksValidator } from '../../engine/edit/fieldChecksValidator';

export interface FormPreviewProps {
  /** The complete fields; incomplete ones are left out (an invalid pattern would not even compile). */
  fields: BuilderField[];
  leftOut: number;
  submitLabel?: string;
}

/**
 * The form as a visitor gets it, rendered live by the same renderer (@rjsf/antd) with the engine's
 * own validator (the shared formats, the same sentences, no generated code under the console's
 * CSP), checking each answer as it is typed. Like a visitor's form, it says nothing about a field
 * before it is touched or a submit is tried. Nothing typed here is sent anywhere.
 */
export function FormPreview({ fields, leftOut, submitLabel }: FormPreviewProps) {
  const built = useMemo(() => buildForm(fields), [fields]);
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  // Read by rjsf while it validates a change, before any re-render: refs, not state.
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);
  const touch = (id: string | undefined) => {
    const key = fieldOfId(id);
    if (key) touched.current.add(key);
  };
  const shown = useCallback(
    (errors: RJSFValidationError[]) =>
      submitted.current ? errors : errors.filter((e) => touched.current.has(fieldOfProperty(e.property))),
    [],
  );
  return (
    <Panel small title={tBuilder('builderPreview')} role="region" aria-label={tBuilder('builderPreview')}>
      <Typography.Paragraph type="secondary">{tBuilder('builderPreviewHint')}</Typography.Paragraph>
      {leftOut > 0 && (
        <Alert type="warning" showIcon title={tBuilder('builderPreviewLeftOut', { count: leftOut })} style={{ marginBottom: 12 }} />
      )}
      {fields.length === 0 ? (
        <Typography.Text type="secondary">{tBuilder('builderPreviewEmpty')}</Typography.Text>
      ) : (
        <EngineForm
          validator={fieldChecksValidator}
          schema={built.schema}
          uiSchema={built.uiSchema}
          formData={answers}
          idPrefix="preview"
          liveValidate="onChange"
          transformErrors={shown}
          onChange={(event, id) => {
            touch(id);
            setAnswers((event.formData ?? {}) as Record<string, unknown>);
          }}
          onFocus={(id) => touch(id)}
          onBlur={(id) => touch(id)}
          onSubmit={() => undefined}
        >
          {/* Marked on click, before rjsf validates the submit, so the submit judges every field. */}
          <Button htmlType="submit" type="primary" onClick={() => (submitted.current = true)}>
            {submitLabel || tBuilder('builderPreviewSubmit')}
          </Button>
        </EngineForm>
      )}
    </Panel>
  );
}

const PREFIX = 'preview.';
/** "preview.work_email" (a field's id) → "work_email". */
const fieldOfId = (id: string | undefined): string | undefined =>
  id?.startsWith(PREFIX) ? (id.slice(PREFIX.length).split('.')[0] ?? '') : undefined;
/** ".work_email" (an error's property) → "work_email"; builder keys are plain identifiers. */
const fieldOfProperty = (property: string | undefined): string => (property ?? '').replace(/^\./, '').split('.')[0] ?? '';
