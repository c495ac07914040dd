import type { AssetArea, UseCase } from '../../shared/rules/types';
import type { ErrorCategory } from '../../shared/errors';
import type { RecordOwner } from '../../shared/ownership';

/**
 * The server's answers (docs/architecture.md §7): every success is { data }, lists add meta; a
 * record read may add meta with `labels` and, for a record kept inside another, `owner`.
 */
export interface ApiSuccess<T> {
  data: T;
  meta?: ListMeta & ReadMeta;
}

export interface ListMeta {
  page: number;
  max_results: number;
  total: number;
  total_capped?: boolean;
  /** Names of the records the rows point at: kind → record id → display name. */
  labels?: Record<string, Record<string, string>>;
}

/** What a record read may add: the names of the records it points at, and the record that owns it. */
export interface ReadMeta {
  labels?: Record<string, Record<string, string>>;
  /** A read of a record kept inside another (a program's product): that record, where it is edited. */
  owner?: RecordOwner;
}

export interface ApiErrorBody {
  error?: { category?: ErrorCategory; code?: string; message?: string; field?: string; details?: unknown };
}

export type Id = string | number;
type Flags<K extends AssetArea> = Partial<Record<K, boolean>>;

export interface LoginResult {
  token: string;
  user_id: Id;
  client_id: Id;
}

export interface Me {
  user_id: Id;
  email: string;
  name?: string | null;
  client_id: Id;
  /** Owner of their client: may manage the team and read the audit log (src/server/team/routes.ts). */
  owner?: boolean;
}

export interface ClientInfo {
  client_id: Id;
  client_full_name: string;
  isViewer: Flags<AssetArea>;
  isMaker: Flags<AssetArea>;
  isChecker: Flags<AssetArea>;
  hasPendingBlocks: Flags<AssetArea>;
  settings?: { four_eyes?: boolean };
}

export interface HeaderLink {
  name: string;
  href: string;
}

export interface Website {
  website_id: Id;
  website_name: string;
  website_domain?: string | null;
  usecase_relation: { usecase_code: UseCase };
  isViewer: Flags<'ENTITY' | 'PAGE'>;
  isMaker: Flags<'ENTITY' | 'PAGE'>;
  isChecker: Flags<'ENTITY' | 'PAGE'>;
  hasPendingBlocks: Flags<'ENTITY' | 'PAGE'>;
  ic_website_env?: { wenv_locale_used?: boolean } | null;
  /** IANA zone of the website; dates and times are shown in it (docs/product.md §3). */
  website_timezone?: string;
  d_i_websitemacro?: {
    websitemacro_display_name?: string | null;
    /** JSON text: { themeConfig: { hideThemeSelector, cssVariables } } */
    websitemacro_display_setting_values?: string | null;
    websitemacro_header_links?: HeaderLink[] | null;
    websitemacro_footer_links?: HeaderLink[] | null;
  } | null;
}

/** The name a manager knows a website by. */
export function websiteLabel(website: Website): string {
  return website.d_i_websitemacro?.websitemacro_display_name || website.website_name;
}
