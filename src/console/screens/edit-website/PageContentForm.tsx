import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { Button, Flex } from 'antd';
import { Typography } from '../../common/Typography';
import { useEffect, useMemo, useState } from 'react';
import { freeFormField } from '../../../shared/declarationFields';
import { t } from '../../../shared/messages';
import { tWebsite } from '../../../shared/websiteMessages';
import type { Declaration } from '../../../shared/registry';
import { errorMessage } from '../../api/client';
import { EngineForm } from '../../engine/edit/EngineForm';
import { fieldChecksValidator } from '../../engine/edit/fieldChecksValidator';
import { uiSchemaFor } from '../../engine/edit/uiSchemaFor';
import { flash } from '../../state/flashStore';
import { contentPatch, sameContent, type Content } from './pageContent';
import { usePageUtils } from './usePageUtils';
import type { WebsitePage } from './useWebsitePages';

export interface PageContentFormProps {
  decl: Declaration;
  page: WebsitePage;
  readonly: boolean;
  onDirtyChange: (dirty: boolean) => void;
}

const asContent = (value: unknown): Content => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Content) : {});

/**
 * The page's content (its declaration's free-form object field: headline, introduction, sections
 * with text, image and button), in the engine's form renderer with its image field. Saved through
 * page_utils as a merge patch, so it waits for review as a Page Display change.
 */
export function PageContentForm({ decl, page, readonly, onDirtyChange }: PageContentFormProps) {
  const field = freeFormField(decl);
  const schema = field ? (decl.schema.properties[field] as RJSFSchema) : undefined;
  const uiSchema = useMemo<UiSchema>(() => {
    const all = uiSchemaFor(decl) as Record<string, UiSchema>;
    return { ...(field ? all[field] : {}), 'ui:submitButtonOptions': { norender: true }, 'ui:title': '', 'ui:description': '' };
  }, [decl, field]);
  const saved = useMemo(() => asContent(field ? page[field] : undefined), [page, field]);
  const [data, setData] = useState<Content>(saved);
  const [base, setBase] = useState(saved);
  // A refetched page (after this save, or someone else's) becomes the new starting point.
  if (base !== saved) {
    setBase(saved);
    setData(saved);
  }
  const dirty = !sameContent(data, saved);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const save = usePageUtils(decl);
  if (!field || !schema) return null;

  const submit = async (next: Content) => {
    try {
      await save.mutateAsync({ page, changes: { [field]: contentPatch(saved, next) } });
      flash.success(t('updated', { what: tWebsite('pageContentWhat') }));
    } catch (err) {
      flash.danger(errorMessage(err, t('updateFailed', { what: tWebsite('pageContentWhat') })));
    }
  };

  return (
    <section aria-label={tWebsite('pageContent')}>
      <Typography.Title level={4}>{tWebsite('pageContent')}</Typography.Title>
      <Typography.Paragraph type="secondary">{tWebsite('pageContentHelp')}</Typography.Paragraph>
      <EngineForm
        validator={fieldChecksValidator}
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        readonly={readonly}
        idPrefix={`page-content-${String(page.page_id)}`}
        onChange={(event) => setData(asContent(event.formData))}
        onSubmit={(event) => void submit(asContent(event.formData))}
      >
        {!readonly && (
          <Flex justify="flex-end">
            <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!dirty}>
              {tWebsite('pageContentSave')}
            </Button>
          </Flex>
        )}
      </EngineForm>
    </section>
  );
}
