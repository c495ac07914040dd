import { Alert, Button, Card, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { t } from '../../../shared/messages';
import { buildForm, type BuilderField } from '../../../shared/rules/formBuilder';
import { EngineForm } from '../../engine/edit/EngineForm';

export interface FormPreviewProps {
  /** The complete fields; incomplete ones are left out (an invalid pattern would not even compile). */
  fields: BuilderField[];
  leftOut: number;
  submitLabel?: string;
}

/**
 * The form as a visitor gets it, rendered live by the same renderer (@rjsf/antd) with the engine's
 * own validator (the shared formats, the same sentences, no generated code under the console's
 * CSP), checking each answer as it is typed. Nothing typed here is sent anywhere.
 */
export function FormPreview({ fields, leftOut, submitLabel }: FormPreviewProps) {
  const built = useMemo(() => buildForm(fields), [fields]);
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  return (
    <Card size="small" title={t('builderPreview')} role="region" aria-label={t('builderPreview')}>
      <Typography.Paragraph type="secondary">{t('builderPreviewHint')}</Typography.Paragraph>
      {leftOut > 0 && (
        <Alert type="warning" showIcon title={leftOut === 1 ? t('builderPreviewLeftOutOne') : t('builderPreviewLeftOut', { count: leftOut })} style={{ marginBottom: 12 }} />
      )}
      {fields.length === 0 ? (
        <Typography.Text type="secondary">{t('builderPreviewEmpty')}</Typography.Text>
      ) : (
        <EngineForm
          schema={built.schema}
          uiSchema={built.uiSchema}
          formData={answers}
          idPrefix="preview"
          liveValidate="onChange"
          onChange={(event) => setAnswers((event.formData ?? {}) as Record<string, unknown>)}
          onSubmit={() => undefined}
        >
          <Button htmlType="submit" type="primary">
            {submitLabel || t('builderPreviewSubmit')}
          </Button>
        </EngineForm>
      )}
    </Card>
  );
}
