import { Rule } from '../../common/Rule';
import { Typography } from '../../common/Typography';
import { useCallback, useEffect, useState } from 'react';
import { tWebsite } from '../../../shared/websiteMessages';
import type { Declaration } from '../../../shared/registry';
import { ChildSections } from '../../engine/edit/ChildSections';
import { EditPage } from '../../engine/edit/EditPage';
import type { EditPageProps } from '../../engine/edit/editPageProps';
import { PageContentForm } from './PageContentForm';
import { PageDetailsForm } from './PageDetailsForm';
import type { ListedPage } from './useWebsitePages';

export interface PageSettingsProps {
  decl: Declaration;
  page: ListedPage;
  readonly: boolean;
  /** The names of its forms with unsaved changes, for the leave dialog. */
  onDirtyChange: (forms: string[]) => void;
}

const renderEditor = (props: EditPageProps) => <EditPage {...props} />;

/**
 * What belongs to the selected page: its display settings and content (page_utils), then every kind that
 * declares pages as parent, the engine's way: the SEO singleton as its own form, the form
 * mappings as a list with records in a drawer. Each saves through the PAGE review flow.
 */
export function PageSettings({ decl, page, readonly, onDirtyChange }: PageSettingsProps) {
  const [detailsDirty, setDetailsDirty] = useState(false);
  const [contentDirty, setContentDirty] = useState(false);
  const [childrenDirty, setChildrenDirty] = useState<string[]>([]);
  const named = [
    ...(detailsDirty ? [tWebsite('pageDetails')] : []),
    ...(contentDirty ? [tWebsite('pageContent')] : []),
    ...childrenDirty,
  ].join('\n');
  useEffect(() => onDirtyChange(named ? named.split('\n') : []), [named, onDirtyChange]);
  const onDetailsDirty = useCallback((next: boolean) => setDetailsDirty(next), []);
  const onContentDirty = useCallback((next: boolean) => setContentDirty(next), []);
  const onChildrenDirty = useCallback((forms: string[]) => setChildrenDirty(forms), []);
  return (
    <section aria-label={tWebsite('pageSettings', { page: page.name })} style={{ marginTop: 24 }}>
      <Typography.Title level={3}>{tWebsite('pageSettings', { page: page.name })}</Typography.Title>
      <PageDetailsForm decl={decl} page={page.row} readonly={readonly} onDirtyChange={onDetailsDirty} />
      <PageContentForm decl={decl} page={page.row} readonly={readonly} onDirtyChange={onContentDirty} />
      <ChildSections
        decl={decl}
        parentId={page.row.page_id}
        readonly={readonly}
        renderEditor={renderEditor}
        onDirtyChange={onChildrenDirty}
      />
      <Rule />
    </section>
  );
}
