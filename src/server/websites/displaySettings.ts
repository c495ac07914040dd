import { and, eq, sql } from 'drizzle-orm';
import { rows, type Db } from '../db/connect';
import { websites } from '../db/schema';
import { AppError } from '../../shared/errors';
import type { Declaration, Registry } from '../../shared/registry';
import { settingsDocument, withSavedTheme, type SavedTheme } from '../../shared/rules/theme';
import { updateChange } from '../resources/changes';
import type { Doc, RecordRow } from '../resources/recordShape';
import { insertRecord, singletonRecord, type Scope } from '../resources/store';
import { idArray } from '../vcs/recordSets';
import { registerInternalKind } from '../vcs/internalKinds';

/**
 * A website's display settings as a record of the review flow (docs/review-flow.md "Website display
 * settings"): one record per website whose document is the settings object. It is not a declared
 * kind: settings have no list, form or sidebar entry, so schemas/ would generate pages for nothing.
 * changes.ts and vcs/ need only what is here, and publish, reset, reject and four eyes treat its
 * blocks as any other of the Pages area.
 */
export const DISPLAY_SETTINGS: Declaration = {
  kind: 'website-display-settings',
  label: { one: 'Website display settings', many: 'Website display settings' },
  area: 'PAGE',
  changeLogType: 'Website Display',
  useCases: 'ALL',
  scope: 'website',
  route: '',
  id: 'website_id',
  display: 'website_id',
  endpoints: {},
  schema: { type: 'object', properties: {} },
  uiSchema: {},
};
registerInternalKind(DISPLAY_SETTINGS);

export interface DisplaySettingsAnswer {
  website_id: number;
  /** 0 until the first save: the version a save must send. */
  version: number;
  /** A saved change waits for a checker; the settings are then the maker's working copy. */
  pending: boolean;
  /** JSON text, as websitemacro_display_setting_values carries it. */
  websitemacro_display_setting_values: string;
}

async function macroSettings(db: Db, scope: Scope & { websiteId: number }): Promise<Doc> {
  const [site] = await db
    .select({ macro: websites.macro })
    .from(websites)
    .where(and(eq(websites.websiteId, scope.websiteId), eq(websites.clientId, scope.clientId)));
  if (!site) throw new AppError('NOT_FOUND', { what: `Website ${scope.websiteId}` });
  return settingsDocument(site.macro.websitemacro_display_setting_values);
}

function answer(websiteId: number, row: RecordRow | undefined, fallback: Doc): DisplaySettingsAnswer {
  return {
    website_id: websiteId,
    version: row?.version ?? 0,
    pending: (row?.pending_action ?? null) !== null,
    websitemacro_display_setting_values: JSON.stringify(row?.draft ?? row?.live ?? fallback),
  };
}

/** The working copy a maker edits: the pending draft, else the live settings, else the website's own. */
export async function readDisplaySettings(db: Db, scope: Scope & { websiteId: number }): Promise<DisplaySettingsAnswer> {
  const row = await singletonRecord(db, DISPLAY_SETTINGS, scope, undefined);
  return answer(scope.websiteId, row, row ? {} : await macroSettings(db, scope));
}

/**
 * Saves the theme colours as a pending change of the settings. The first save makes the record
 * from the website's current settings (live at once: it only mirrors what is already live), so
 * the block's before is what visitors see now and the checker's diff shows the colours changing.
 */
export async function saveTheme(
  tx: Db,
  registry: Registry,
  scope: Scope & { websiteId: number },
  userId: number,
  version: number,
  theme: SavedTheme,
): Promise<DisplaySettingsAnswer> {
  // Two first saves at once would each make a record: the second waits here and then finds it.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${DISPLAY_SETTINGS.kind}:${scope.websiteId}`}, 0))`);
  let row = await singletonRecord(tx, DISPLAY_SETTINGS, scope, undefined);
  let expected = version;
  if (!row) {
    if (version !== 0)
      throw new AppError('VERSION_CONFLICT', { current: 0 }, { details: { current_version: 0, kind: DISPLAY_SETTINGS.kind } });
    row = await insertRecord(tx, DISPLAY_SETTINGS, scope, userId, {
      live: await macroSettings(tx, scope),
      draft: null,
      pendingAction: null,
    });
    expected = row.version;
  }
  const saved = await updateChange(tx, registry, DISPLAY_SETTINGS, scope, userId, row.record_id, expected, (current) =>
    withSavedTheme(current, theme),
  );
  return answer(scope.websiteId, saved, {});
}

/** The published settings of some websites of a client (website id → JSON text), for the session's websites. */
export async function liveDisplaySettings(db: Db, clientId: number, websiteIds: number[]): Promise<Map<number, string>> {
  if (websiteIds.length === 0) return new Map();
  const found = await rows<{ website_id: number | string; live: Doc }>(
    db,
    sql`SELECT website_id, live FROM records
        WHERE kind = ${DISPLAY_SETTINGS.kind} AND client_id = ${clientId} AND live IS NOT NULL
          AND website_id = ANY(${idArray(websiteIds)})`,
  );
  return new Map(found.map((r) => [Number(r.website_id), JSON.stringify(r.live)]));
}
