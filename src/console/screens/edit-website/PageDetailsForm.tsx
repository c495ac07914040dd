import { Button, Flex } from 'antd';
// The input alone: antd's `Input` export carries its Search, Password and OTP variants along.
import { Input } from '../../vendor/antdParts';
import { ToggleSwitch } from '../../common/ToggleSwitch';
import { Typography } from '../../common/Typography';
import { FormItem } from '../../engine/widgets/FormItem';
import { useEffect, useMemo, useState } from 'react';
import { t } from '../../../shared/messages';
import { tWebsite } from '../../../shared/websiteMessages';
import type { Declaration } from '../../../shared/registry';
import { errorMessage } from '../../api/client';
import { flash } from '../../state/flashStore';
import { usePageUtils } from './usePageUtils';
import type { WebsitePage } from './useWebsitePages';

export interface PageDetailsFormProps {
  decl: Declaration;
  page: WebsitePage;
  readonly: boolean;
  onDirtyChange: (dirty: boolean) => void;
}

interface Values {
  page_name: string;
  page_active: boolean;
}

const valuesOf = (page: WebsitePage): Values => ({ page_name: page.page_name ?? '', page_active: page.page_active !== false });

/**
 * The page's own display settings (name, active), sent through page_utils: only what changed
 * goes, so the server merges it and the change waits for review as a Page Display change.
 */
export function PageDetailsForm({ decl, page, readonly, onDirtyChange }: PageDetailsFormProps) {
  const saved = useMemo(() => valuesOf(page), [page]);
  const [values, setValues] = useState<Values>(saved);
  const [base, setBase] = useState(saved);
  // A refetched page (after this save, or someone else's) becomes the new starting point.
  if (base !== saved) {
    setBase(saved);
    setValues(saved);
  }
  const changes = useMemo(() => {
    const out: Record<string, unknown> = {};
    if (values.page_name.trim() !== saved.page_name) out.page_name = values.page_name.trim();
    if (values.page_active !== saved.page_active) out.page_active = values.page_active;
    return out;
  }, [values, saved]);
  const dirty = Object.keys(changes).length > 0;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const save = usePageUtils(decl);

  const submit = async () => {
    try {
      await save.mutateAsync({ page, changes });
      flash.success(t('updated', { what: tWebsite('pageDetailsWhat') }));
    } catch (err) {
      flash.danger(errorMessage(err, t('updateFailed', { what: tWebsite('pageDetailsWhat') })));
    }
  };

  return (
    <section aria-label={tWebsite('pageDetails')}>
      <Typography.Title level={4}>{tWebsite('pageDetails')}</Typography.Title>
      {/* Two fields of plain state: antd's Form would bring its whole engine to Edit Website. */}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (dirty && !readonly) void submit();
        }}
      >
        <FormItem id="page-details-name" label={tWebsite('pageDetailsName')} help={tWebsite('pageDetailsNameHelp')}>
          <Input
            id="page-details-name"
            disabled={readonly}
            value={values.page_name}
            maxLength={80}
            onChange={(e) => setValues({ ...values, page_name: e.target.value })}
          />
        </FormItem>
        <FormItem id="page-details-active" label={tWebsite('pageDetailsActive')} help={tWebsite('pageDetailsActiveHelp')}>
          <ToggleSwitch
            id="page-details-active"
            disabled={readonly}
            checked={values.page_active}
            onChange={(checked) => setValues({ ...values, page_active: checked })}
          />
        </FormItem>
        {!readonly && (
          <Flex justify="flex-end">
            <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!dirty}>
              {tWebsite('pageDetailsSave')}
            </Button>
          </Flex>
        )}
      </form>
    </section>
  );
}
