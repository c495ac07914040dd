import { roleFlags, type RoleFlags } from '../rules/permissions';
import { resolveActiveWebsite } from '../../shared/rules/activeWebsite';
import { parseDisplaySettings, themeTokens, type DisplaySettings, type ThemeTokens } from '../../shared/rules/theme';
import { knownZone } from '../../shared/rules/timeDisplay';
import type { UseCase } from '../../shared/rules/types';
import type { ClientInfo, Id, Website } from '../api/types';

/** Everything a signed-in screen needs to scope its calls and reflect the user's roles. */
export interface Scope {
  client: ClientInfo;
  websites: Website[];
  /** Undefined only when the client has no website. */
  website: Website | undefined;
  clientId: Id;
  websiteId: Id | undefined;
  useCase: UseCase | undefined;
  /** docs/product.md §6 flags per asset area: entities and pages from the website, forms and people from the client. */
  roles: RoleFlags;
  display: DisplaySettings;
  theme: ThemeTokens | null;
  /** The active website's IANA zone: every date and time on screen is shown in it (docs/product.md §3). */
  timeZone: string;
  /** Parse error of the display settings, to be logged (docs/product.md §7), never shown. */
  settingsError?: string;
}

export function buildScope(client: ClientInfo, websites: Website[], website: Website | undefined): Scope {
  const { settings, error } = parseDisplaySettings(website?.d_i_websitemacro?.websitemacro_display_setting_values);
  return {
    client,
    websites,
    website,
    clientId: client.client_id,
    websiteId: website?.website_id,
    useCase: website?.usecase_relation?.usecase_code,
    roles: roleFlags(client, website),
    display: settings,
    theme: themeTokens(settings.colors),
    timeZone: knownZone(website?.website_timezone),
    settingsError: error,
  };
}

/**
 * The scope of a session on the website the console settles on (docs/product.md §4: the saved id,
 * otherwise the first): what app/useConsoleData.ts provides, and what a server render draws with.
 */
export function scopeOf(session: { client: ClientInfo; websites: Website[] }, savedId: string | null): Scope {
  return buildScope(session.client, session.websites, resolveActiveWebsite(session.websites, savedId));
}
