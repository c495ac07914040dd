import { ConfigProvider, Flex } from 'antd';
import { InlineAlert } from '../../common/InlineAlert';
import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSearchParams } from 'react-router-dom';
import { t } from '../../../shared/messages';
import { tWebsite } from '../../../shared/websiteMessages';
import type { Declaration } from '../../../shared/registry';
import { featureFlags, type FeatureFlags } from '../../rules/featureFlags';
import { ROUTES } from '../../../shared/rules/routes';
import { parseDisplaySettings, showsThemeEditor, themeTokens, type SavedTheme, type ThemeColors } from '../../../shared/rules/theme';
import { errorMessage } from '../../api/client';
import { useScope } from '../../common/ScopeContext';
import { InvalidRouteScreen } from '../../common/InvalidRouteScreen';
import { useRegistry } from '../../engine/RegistryContext';
import { relatedKinds } from '../../engine/relatedKinds';
import { useDeclarations } from '../../engine/useDeclarations';
import { flash } from '../../state/flashStore';
import { useUnsavedChanges } from '../../state/dirtyStore';
import { confirmLeaveIfDirty } from '../../state/confirmLeave';
import { useSidebarSlotStore } from '../../state/sidebarSlotStore';
import { PagePreview } from './PagePreview';
import { PageSettings } from './PageSettings';
import { previewSrc } from '../../rules/previewSrc';
import { ThemeEditor } from './ThemeEditor';
import { themeEditorDevOn } from './themeEditorFlag';
import { useThemeSettings } from './useThemeSettings';
import { LoadingBar } from '../../common/LoadingBar';
import { useSaveCount } from './useSaveCount';
import { useWebsitePages, type ListedPage } from './useWebsitePages';
import { WebsitePagesPanel } from './WebsitePagesPanel';
import { PageTitle } from '../../common/PageTitle';

export interface EditWebsiteScreenProps {
  /** The feature flags; tests pass their own to show the theme editor, which is off (docs/product.md §1). */
  flags?: Readonly<FeatureFlags>;
}

/** The page the address names, else the home page, else the first one. */
const PAGE_PARAM = 'page';
const defaultUrl = (pages: ListedPage[] | undefined) => (pages?.some((p) => p.url === '/') ? '/' : pages?.[0]?.url);

/**
 * /make/pages/edit-website (docs/product.md §2): the Website Pages list beside the selected page's preview,
 * its settings, SEO and form mappings, and (behind the development flag) the theme editor.
 */
export function EditWebsiteScreen({ flags = featureFlags }: EditWebsiteScreenProps) {
  // The kind is found by this screen's route, so the screen follows the declaration.
  const registry = useRegistry();
  const found = registry.byRoute(ROUTES.editWebsite);
  useDeclarations(found ? relatedKinds(registry, found.kind) : []);
  return found ? <EditWebsite decl={registry.get(found.kind)} flags={flags} /> : <InvalidRouteScreen />;
}

function EditWebsite({ decl, flags }: { decl: Declaration; flags: Readonly<FeatureFlags> }) {
  const scope = useScope();
  const [params, setParams] = useSearchParams();
  const pages = useWebsitePages(decl);
  const saves = useSaveCount();
  const [dirtyForms, setDirtyForms] = useState<string[]>([]);
  useUnsavedChanges(dirtyForms.length > 0, dirtyForms);
  const [picked, setPicked] = useState<ThemeColors | null>(null);
  const onDirtyChange = useCallback((forms: string[]) => setDirtyForms(forms), []);
  const sidebarSlot = useSidebarSlotStore((s) => s.element);
  const showTheme = showsThemeEditor(themeEditorDevOn(flags.themeEditorDev), scope.display);
  const theme = useThemeSettings(showTheme);

  const activeUrl = params.get(PAGE_PARAM) ?? defaultUrl(pages.data);
  const selected = pages.data?.find((p) => p.url === activeUrl);
  const readonly = !scope.roles.isMaker[decl.area];
  const tokens = picked ? themeTokens(picked) : null;
  // The editor starts from the working copy (a pending save first), else from what the session says.
  const savedTheme = theme.settings.data
    ? parseDisplaySettings(theme.settings.data.websitemacro_display_setting_values).settings.colors
    : scope.display.colors;
  const saveTheme = async (colors: SavedTheme) => {
    try {
      await theme.save.mutateAsync(colors);
      flash.success(tWebsite('themeSaved'));
    } catch (err) {
      flash.danger(errorMessage(err, t('updateFailed', { what: tWebsite('themeWhat') })));
    }
  };

  const select = async (url: string) => {
    if (url === activeUrl) return;
    // Only the query changes, which the leave guard lets through (nothing unmounts for it); a
    // new page does unmount this one's forms, so the same question is asked here.
    if (!(await confirmLeaveIfDirty())) return;
    setDirtyForms([]);
    // The other keys belong to the previous page's sub-lists and drawer.
    setParams({ [PAGE_PARAM]: url });
  };

  if (scope.websiteId === undefined) return <InlineAlert type="info" title={tWebsite('noWebsiteForPages')} />;
  const pagesPanel = (
    <WebsitePagesPanel
      pages={pages.data}
      busy={pages.isFetching}
      error={pages.isError ? errorMessage(pages.error, t('fetchFailed', { what: decl.label.many.toLowerCase() })) : undefined}
      activeUrl={selected?.url}
      onSelect={(url) => void select(url)}
      onRefresh={() => void pages.refetch()}
    />
  );
  const content = (
    <Flex gap="large" align="flex-start" wrap>
      {/* docs/product.md §2: the list belongs in the sidebar; collapsed or on a phone it stays beside the page. */}
      {sidebarSlot ? createPortal(pagesPanel, sidebarSlot) : <aside style={{ flex: '0 0 260px', maxWidth: '100%' }}>{pagesPanel}</aside>}
      <div style={{ flex: '1 1 480px', minWidth: 0 }}>
        {/* docs/product.md §9: a bar, not a spinner, while the screen's data first loads. */}
        {(pages.isLoading || theme.settings.isLoading) && <LoadingBar label={tWebsite('editWebsiteLoading')} />}
        <div style={{ marginBottom: 16 }}>
          <PageTitle>{tWebsite('editWebsiteTitle')}</PageTitle>
        </div>
        {showTheme && !theme.settings.isLoading && (
          <ThemeEditor
            saved={savedTheme}
            onChange={setPicked}
            onSave={readonly ? undefined : (colors) => void saveTheme(colors)}
            saving={theme.save.isPending}
            pending={theme.settings.data?.pending}
          />
        )}
        {selected ? (
          <>
            <PagePreview
              src={previewSrc(scope.websiteId, selected.url)}
              name={selected.name}
              version={`${String(selected.row.version ?? 0)}.${saves}`}
            />
            <PageSettings
              key={String(selected.row.page_id)}
              decl={decl}
              page={selected}
              readonly={readonly}
              onDirtyChange={onDirtyChange}
            />
          </>
        ) : (
          pages.isSuccess && (
            <InlineAlert
              type="info"
              title={activeUrl && params.has(PAGE_PARAM) ? tWebsite('pageNotFound', { url: activeUrl }) : tWebsite('choosePage')}
            />
          )
        )}
      </div>
    </Flex>
  );
  // docs/product.md §5: picked colours apply only once primary, primary dark and the colour type are all set.
  // Always a theme (antd merges it with the layout's): a ConfigProvider that gains one wraps its
  // children in one more provider, which would remount the pickers on the first colour picked.
  return <ConfigProvider theme={{ token: tokens ?? {} }}>{content}</ConfigProvider>;
}
