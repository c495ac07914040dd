import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const now = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const clients = pgTable('clients', {
  clientId: serial('client_id').primaryKey(),
  fullName: text('client_full_name').notNull(),
  // Client-wide switches such as the four-eyes rule; stored as JSON so a new switch needs no migration.
  settings: jsonb('settings').$type<{ four_eyes: boolean }>().notNull().default({ four_eyes: true }),
  createdAt: now('created_at'),
  /** An operator disabled the client (admin client:disable): none of its users can sign in or keep a session. */
  disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
});

export const websites = pgTable(
  'websites',
  {
    websiteId: serial('website_id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId),
    name: text('website_name').notNull(),
    domain: text('website_domain').notNull(),
    usecaseCode: text('usecase_code').notNull(),
    localeUsed: boolean('wenv_locale_used').notNull().default(false),
    // Dates and times on the console are shown in this zone, named where a time is shown.
    timeZone: text('website_timezone').notNull().default('UTC'),
    macro: jsonb('macro').$type<WebsiteMacro>().notNull(),
    createdAt: now('created_at'),
  },
  (t) => [index('websites_client_idx').on(t.clientId), uniqueIndex('websites_domain_uq').on(sql`lower(${t.domain})`)],
);

export interface WebsiteMacro {
  websitemacro_display_name: string;
  websitemacro_display_setting_values: string;
  websitemacro_header_links: { name: string; href: string }[];
  websitemacro_footer_links: { name: string; href: string }[];
}

export const websiteLocales = pgTable('website_locales', {
  id: serial('id').primaryKey(),
  websiteId: integer('website_id')
    .notNull()
    .references(() => websites.websiteId),
  localeCode: text('locale_code').notNull(),
  countryCode: text('country_code').notNull(),
  languageCode: text('language_code').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
});

export const users = pgTable(
  'users',
  {
    userId: serial('user_id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: now('password_changed_at'),
    createdAt: now('created_at'),
    /** Rejections of this user's changes decided after this were not yet shown to them (My changes). */
    rejectionsSeenAt: timestamp('rejections_seen_at', { withTimezone: true, mode: 'date' }),
    /** Owns the client: manages its team (invites, roles, disabling) and reads its audit log. */
    owner: boolean('owner').notNull().default(false),
    /** An owner or operator disabled the user: no sign-in, no session, no stream. */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email)],
);

/** ENTITY and PAGE roles are held per website (docs/product.md §6). */
export const websiteRoles = pgTable(
  'website_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.websiteId),
    area: text('area').notNull(),
    isViewer: boolean('is_viewer').notNull().default(false),
    isMaker: boolean('is_maker').notNull().default(false),
    isChecker: boolean('is_checker').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.websiteId, t.area] })],
);

/** FORM and SPEAKERS roles are held per client (docs/product.md §6). */
export const clientRoles = pgTable(
  'client_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId),
    area: text('area').notNull(),
    isViewer: boolean('is_viewer').notNull().default(false),
    isMaker: boolean('is_maker').notNull().default(false),
    isChecker: boolean('is_checker').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId, t.area] })],
);

export const sessions = pgTable(
  'sessions',
  {
    // Only a SHA-256 of the token is kept, so a database leak yields no usable session.
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId),
    createdAt: now('created_at'),
    lastSeenAt: now('last_seen_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * One row per throttled key ("login:<email>", "reset:<email>", "reset-ip:<address>"): attempts in the
 * current window and, once over the limit, the end of the lock. Updated by single upsert statements
 * (src/server/auth/throttle.ts) so that parallel requests on any node cannot slip past the limit.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    windowStart: now('window_start'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  },
  // Finds the counters old enough to forget without reading the whole table (pruneThrottle).
  (t) => [index('throttle_counters_window_idx').on(t.windowStart)],
);

export const resetTokens = pgTable(
  'reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId),
    createdAt: now('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('reset_tokens_user_idx').on(t.userId)],
);

/** A one-time link that lets an invited user set a password and sign in (src/server/team/invitations.ts). */
export const invitations = pgTable(
  'invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId),
    /** Who invited: an owner, or null for an operator's command. */
    invitedBy: integer('invited_by'),
    createdAt: now('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('invitations_user_idx').on(t.userId)],
);

/**
 * Who did what, to which records or users, when and from where (src/server/audit/): append-only —
 * a trigger refuses every UPDATE and DELETE (migration 0011_team_and_audit).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    entryId: bigint('entry_id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    /** null: an action of no client (a failed sign-in of an unknown address). */
    clientId: integer('client_id'),
    at: now('at'),
    userId: integer('user_id'),
    /** The name at the time, kept as it was: a later rename does not rewrite the log. */
    userName: text('user_name'),
    action: text('action').notNull(),
    target: jsonb('target').$type<Record<string, unknown>>().notNull().default({}),
    address: text('address'),
  },
  (t) => [index('audit_log_client_at_idx').on(t.clientId, t.at)],
);

export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: now('created_at'),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
});

export const recordIdSeq = pgSequence('record_id_seq', { startWith: 1000 });

/**
 * Every declared kind lives here as JSONB documents (docs/architecture.md §4): a new kind needs no migration.
 * `live` is what the website shows; `draft` is the maker's pending working copy.
 */
export const records = pgTable(
  'records',
  {
    kind: text('kind').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId),
    websiteId: integer('website_id').references(() => websites.websiteId),
    live: jsonb('live').$type<Record<string, unknown>>(),
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    pendingAction: text('pending_action'),
    version: integer('version').notNull().default(1),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    /** When `live` last changed: set by the records_live trigger (migration 0012), whichever path published. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.recordId] }),
    index('records_scope_created_idx').on(t.kind, t.clientId, t.websiteId, t.createdAt, t.recordId),
  ],
);

export const changeBlocks = pgTable(
  'change_blocks',
  {
    blockId: serial('block_id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId),
    websiteId: integer('website_id').references(() => websites.websiteId),
    assetType: text('asset_type_name').notNull(),
    kind: text('kind').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    changeLogType: text('change_log_type').notNull(),
    action: text('action').notNull(),
    status: text('status').notNull().default('pendingreview'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdBy: integer('created_by').notNull(),
    /** Everyone who wrote a version of the pending record; none of them may publish it. */
    touchedBy: integer('touched_by')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Goes up on every save to the block: a publish names the versions its checker saw (docs/review-flow.md). */
    version: integer('version').notNull().default(1),
    /** Set while a CSV import that wrote it is still running (status `importing`): no checker sees it yet. */
    importId: integer('import_id'),
    createdAt: now('created_at'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    reason: text('reason'),
  },
  (t) => [
    index('change_blocks_pending_idx')
      .on(t.clientId, t.assetType, t.websiteId)
      .where(sql`status = 'pendingreview'`),
    index('change_blocks_record_idx').on(t.kind, t.recordId),
    index('change_blocks_import_idx')
      .on(t.importId)
      .where(sql`import_id IS NOT NULL`),
  ],
);

/**
 * Every version a maker saved, kept after its block is decided (docs/review-flow.md, history): a
 * pending block holds only the latest save, and a published DELETE removes the record row, so the
 * record's history and what a restore brings back live here.
 */
export const recordVersions = pgTable(
  'record_versions',
  {
    versionId: serial('version_id').primaryKey(),
    blockId: integer('block_id')
      .notNull()
      .references(() => changeBlocks.blockId),
    clientId: integer('client_id').notNull(),
    websiteId: integer('website_id'),
    kind: text('kind').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    data: jsonb('data').$type<Record<string, unknown> | null>(),
    savedBy: integer('saved_by').notNull(),
    /** Everyone whose writing this version holds: its block's authors right after this save (a restore carries them on). */
    authors: integer('authors').array(),
    /** The CSV import that saved it, so an import taken back takes its versions too. */
    importId: integer('import_id'),
    savedAt: now('saved_at'),
  },
  (t) => [index('record_versions_record_idx').on(t.clientId, t.kind, t.recordId, t.versionId)],
);

/**
 * A publish set for later (docs/review-flow.md, scheduled publish): the blocks pending when it was
 * made, published at publish_at by whichever API node claims it first, with the checks of that time.
 */
export const schedules = pgTable(
  'publish_schedules',
  {
    scheduleId: serial('schedule_id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId),
    websiteId: integer('website_id'),
    assetType: text('asset_type_name').notNull(),
    blockIds: integer('block_ids').array().notNull(),
    /** The version of each of block_ids when it was scheduled; a block saved since is skipped. */
    blockVersions: integer('block_versions').array(),
    /** The changes the run left pending, each with why: [{ block_id, reason }]. */
    skipped: jsonb('skipped').$type<{ block_id: number; reason: string }[]>().notNull().default([]),
    publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: now('created_at'),
    state: text('state').notNull().default('scheduled'),
    published: integer('published'),
    reason: text('reason'),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('publish_schedules_due_idx')
      .on(t.publishAt)
      .where(sql`state = 'scheduled'`),
    index('publish_schedules_client_idx').on(t.clientId),
  ],
);

/**
 * A CSV import written in slices (src/server/csv/importJob.ts): running while its slices are
 * written, then done — or taken back from its journal when refused or left by a stopped node.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    importId: serial('import_id').primaryKey(),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('running'),
    /** Moves with every slice: a running import whose heartbeat stops was left by a stopped node. */
    heartbeatAt: now('heartbeat_at'),
    createdAt: now('created_at'),
  },
  (t) => [
    index('import_jobs_open_idx')
      .on(t.heartbeatAt)
      .where(sql`state IN ('running', 'taking_back')`),
  ],
);

/** Each record an import touched, as it was before (row and pending block; null when the import made it). */
export const importJournal = pgTable(
  'import_journal',
  {
    entryId: serial('entry_id').primaryKey(),
    importId: integer('import_id').notNull(),
    kind: text('kind').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    row: jsonb('row'),
    block: jsonb('block'),
  },
  (t) => [uniqueIndex('import_journal_record_uq').on(t.importId, t.kind, t.recordId)],
);

/**
 * The pending set a checker was shown (GET /api/cms/vcs/blocks), under the ETag that names it: a
 * publish or reset with If-Match compares against it and names every change made since.
 */
export const reviewSnapshots = pgTable(
  'review_snapshots',
  {
    etag: text('etag').primaryKey(),
    clientId: integer('client_id').notNull(),
    websiteId: integer('website_id'),
    assetType: text('asset_type_name').notNull(),
    /** [block_id, version] pairs in block id order. */
    items: jsonb('items').$type<[number, number][]>().notNull(),
    createdAt: now('created_at'),
  },
  (t) => [index('review_snapshots_created_idx').on(t.createdAt)],
);

/**
 * Server-side secrets generated once and shared by every instance on the database (the file-URL
 * signing key when FILE_SIGNING_SECRET is not set). Never sent to a client.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: now('created_at'),
});

/**
 * Goes up whenever a live copy of the scope changes (a publish, or a record published away), by the
 * records_live trigger (migration 0012): the delivery API's cached answers and ETags are keyed by it,
 * so a draft save never moves it. website_id 0 is the client-wide content (forms, people).
 */
export const deliveryRevisions = pgTable(
  'delivery_revisions',
  {
    clientId: integer('client_id').notNull(),
    websiteId: integer('website_id').notNull(),
    revision: bigint('revision', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.websiteId] })],
);

/** A website's credential for the delivery API (src/server/delivery/tokens.ts): kept only as a SHA-256. */
export const websiteTokens = pgTable(
  'website_tokens',
  {
    tokenId: serial('token_id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.websiteId),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Browser origins allowed to call with it (CORS); empty: server-side use only. */
    origins: text('origins')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by'),
    createdAt: now('created_at'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('website_tokens_hash_uq').on(t.tokenHash), index('website_tokens_website_idx').on(t.websiteId)],
);

/** An HTTPS endpoint a website's owner registered for events (src/server/webhooks/). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    endpointId: serial('endpoint_id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.websiteId),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    /** Signs every delivery; kept as it is, since the server must sign with it (shown to the owner once). */
    secret: text('secret').notNull(),
    createdBy: integer('created_by'),
    createdAt: now('created_at'),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('webhook_endpoints_website_idx').on(t.websiteId)],
);

/**
 * The outbox: one row per event per endpoint, written in the transaction of the change it reports,
 * then sent (and retried) by whichever node claims it (src/server/webhooks/worker.ts).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    deliveryId: bigint('delivery_id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.endpointId),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending (to send or retry), delivered, failed (gave up). */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: now('next_attempt_at'),
    createdAt: now('created_at'),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`state = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.deliveryId),
  ],
);

/** Each try of a delivery: what the receiver answered and how long it took (the console's delivery log). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    attemptId: bigint('attempt_id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.deliveryId),
    attempt: integer('attempt').notNull(),
    at: now('at'),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms'),
    error: text('error'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);

/**
 * The declared migrations of stored content already applied (src/server/db/carryAcross.ts): one row
 * per kind and plan, so a plan runs once, whichever node starts first, and says what it changed.
 */
export const declarationMigrations = pgTable(
  'declaration_migrations',
  {
    kind: text('kind').notNull(),
    hash: text('hash').notNull(),
    steps: jsonb('steps').$type<unknown[]>().notNull(),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    appliedAt: now('applied_at'),
  },
  (t) => [primaryKey({ columns: [t.kind, t.hash] })],
);

/**
 * What users keep of the console for themselves (a list's chosen columns, its saved views), by
 * key: theirs alone, on every device they sign in from (src/server/preferences/).
 */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: now('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
