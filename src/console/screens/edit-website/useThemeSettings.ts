import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../shared/messages';
import { tWebsite } from '../../../shared/websiteMessages';
import type { SavedTheme } from '../../../shared/rules/theme';
import { ApiError } from '../../api/client';
import { useApi } from '../../api/ApiContext';
import { queryKeys } from '../../api/keys';
import type { Id } from '../../api/types';
import { useScope } from '../../common/ScopeContext';

/** GET/PUT /api/cms/website/display_settings as the server answers them. */
export interface ThemeSettings {
  website_id: number;
  /** The version the next save sends; 0 before the first. */
  version: number;
  /** A saved change waits for a checker. */
  pending: boolean;
  websitemacro_display_setting_values: string;
}

const PATH = '/api/cms/website/display_settings';
// Under the client's key, so a publish (which invalidates the client) refreshes it too.
const settingsKey = (clientId: Id, websiteId: Id | undefined) => [...queryKeys.client(clientId), 'display-settings', websiteId ?? null];

/**
 * The active website's display settings as a maker works on them (the pending draft first), and
 * the save of the theme colours as a change for review. A save refreshes the settings and the
 * client (the Pending Review badge); a 409 refetches, so the next save sends the current version.
 */
export function useThemeSettings(enabled: boolean) {
  const api = useApi();
  const { clientId, websiteId } = useScope();
  const queryClient = useQueryClient();
  const key = settingsKey(clientId, websiteId);
  const fallback = t('fetchFailed', { what: tWebsite('themeWhat') });
  const settings = useQuery({
    queryKey: key,
    enabled: enabled && websiteId !== undefined,
    queryFn: async ({ signal }) =>
      (await api.get<ThemeSettings>(PATH, { query: { client_id: clientId, website_id: websiteId }, signal, fallback })).data,
  });
  const save = useMutation({
    mutationFn: async (theme: SavedTheme) => {
      const body = { website_id: websiteId, version: settings.data?.version ?? 0, ...theme };
      const answer = await api.put<ThemeSettings>(PATH, body, {
        query: { client_id: clientId },
        fallback: t('updateFailed', { what: tWebsite('themeWhat') }),
      });
      return answer.data;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.client() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.client(clientId) });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return { settings, save };
}
