import { resolve } from 'node:path';

/** An S3 bucket (AWS or an S3-compatible service) holding the uploaded files. */
export interface S3Config {
  /** S3_ENDPOINT, for S3-compatible services; undefined means AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path instead of the host name, which most S3-compatible services need. */
  forcePathStyle: boolean;
  /** Put before every key, so that one bucket can serve several deployments. */
  prefix?: string;
}

export interface Config {
  port: number;
  /**
   * HOST as set; undefined lets the start decide: 127.0.0.1 while the demo accounts (known password)
   * exist, every interface otherwise.
   */
  host?: string;
  /** PGlite folder; undefined means an in-memory database (tests). */
  dataDir?: string;
  databaseUrl?: string;
  smtpUrl?: string;
  /** Base of links in e-mails; never derived from the Host header. */
  publicUrl: string;
  /** Decided once from NODE_ENV as the operator set it: cookie names, Secure, HSTS and seeding follow it. */
  production: boolean;
  /** How long a stopping server lets in-flight requests finish before closing their connections. */
  shutdownTimeoutMs: number;
  /** On SIGTERM/SIGINT: how long the node keeps serving (its /healthz already 503) before it stops accepting. */
  drainDelayMs: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  resetTokenMs: number;
  loginMaxFailures: number;
  loginWindowMs: number;
  loginLockMs: number;
  /** Password-reset requests allowed per address, and per source address, in 15 minutes. */
  resetMaxPerAddress: number;
  resetMaxPerSource: number;
  bodyLimit: number;
  /** How often each node looks for scheduled publishes that are due (src/server/schedules/worker.ts). */
  scheduleTickMs: number;
  /** Built console to serve; undefined serves the API only. */
  consoleDir?: string;
  /** The console's server bundle (server/consolePage/renderer.ts); undefined or absent: pages are not rendered on the server. */
  consoleRenderer?: string;
  /** A page whose render takes longer goes out without it (server/consolePage/renderer.ts). */
  consoleRenderTimeoutMs: number;
  /** Worker threads rendering pages at once, each with the bundle loaded (server/consolePage/renderWorker.ts). */
  consoleRenderThreads: number;
  schemasDir?: string;
  /** Demo records (seeds/<kind>.json); undefined means the repository's seeds/. */
  seedsDir?: string;
  seed: boolean;
  /** Secret for signed file URLs; empty means one generated once and kept in the database (app_secrets). */
  fileSigningSecret: string;
  /**
   * Uploaded files (local store): FILES_DIR, else <DATA_DIR>/files, also when DATABASE_URL is set.
   * undefined (tests) means a temporary folder per app, removed when it closes.
   */
  filesDir?: string;
  /** FILE_STORE=s3: uploaded files go to this bucket instead, and filesDir is not used. */
  s3?: S3Config;
  /** Lifetime of a signed_file URL (seconds). */
  fileUrlTtlSeconds: number;
  /** Lifetime of a public_presign_url URL (seconds). */
  publicFileUrlTtlSeconds: number;
  logLevel: string;
  /** Delivery API answers: Cache-Control max-age and stale-while-revalidate (seconds; docs/delivery.md). */
  deliveryMaxAge: number;
  deliveryStaleWhileRevalidate: number;
  /** Webhook endpoints may be plain http:// or on loopback and private addresses (local development only). */
  webhooksAllowHttp: boolean;
  /** The delay before a failed webhook delivery's first retry; each next one doubles (docs/delivery.md). */
  webhookRetryBaseMs: number;
  /** How often each node looks for webhook deliveries that are due (src/server/webhooks/worker.ts). */
  webhookTickMs: number;
}

const MINUTE = 60_000;

function num(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`Expected a non-negative number, got "${value}"`);
  return n;
}

function bool(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new Error(`${name} must be true or false, got "${value}"`);
}

/** Unlike the other settings, an S3 store cannot be guessed: a half-configured one stops the start. */
function s3FromEnv(env: NodeJS.ProcessEnv): S3Config | undefined {
  const store = env.FILE_STORE || 'local';
  if (store === 'local') return undefined;
  if (store !== 's3') throw new Error(`FILE_STORE must be local or s3, got "${store}"`);
  const required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missing = required.filter((name) => !env[name]);
  if (missing.length) throw new Error(`FILE_STORE=s3 needs ${missing.join(', ')} (not set)`);
  const endpoint = env.S3_ENDPOINT || undefined;
  return {
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: bool('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, endpoint !== undefined),
    prefix: env.S3_PREFIX || undefined,
  };
}

/** Reads the environment of docs/architecture.md §7; every value has a default so nothing is needed to start (FILE_STORE=s3 aside). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = num(env.PORT, 3000);
  return {
    port,
    host: env.HOST || undefined,
    dataDir: env.DATABASE_URL ? undefined : resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    production,
    shutdownTimeoutMs: num(env.SHUTDOWN_TIMEOUT_MS, 10_000),
    drainDelayMs: num(env.DRAIN_DELAY_MS, env.NODE_ENV === 'production' ? 5_000 : 500),
    sessionIdleMs: num(env.SESSION_IDLE_MINUTES, 30) * MINUTE,
    sessionAbsoluteMs: num(env.SESSION_ABSOLUTE_HOURS, 12) * 60 * MINUTE,
    resetTokenMs: 30 * MINUTE,
    loginMaxFailures: 5,
    loginWindowMs: 5 * MINUTE,
    loginLockMs: 10 * MINUTE,
    resetMaxPerAddress: num(env.RESET_MAX_PER_ADDRESS, 3),
    resetMaxPerSource: num(env.RESET_MAX_PER_SOURCE, 20),
    bodyLimit: num(env.BODY_LIMIT_BYTES, 1024 * 1024),
    scheduleTickMs: num(env.SCHEDULE_TICK_MS, 15_000),
    consoleDir: resolve(env.CONSOLE_DIR ?? 'dist/console'),
    consoleRenderer: resolve(env.CONSOLE_RENDERER ?? 'dist/console-ssr/renderPage.js'),
    consoleRenderTimeoutMs: num(env.CONSOLE_RENDER_TIMEOUT_MS, 2_000),
    consoleRenderThreads: Math.max(1, Math.min(8, num(env.CONSOLE_RENDER_THREADS, 2))),
    schemasDir: env.SCHEMAS_DIR ? resolve(env.SCHEMAS_DIR) : undefined,
    seedsDir: env.SEEDS_DIR ? resolve(env.SEEDS_DIR) : undefined,
    seed: env.SEED !== 'false',
    fileSigningSecret: env.FILE_SIGNING_SECRET ?? '',
    filesDir: env.FILES_DIR ? resolve(env.FILES_DIR) : resolve(env.DATA_DIR || './data', 'files'),
    s3: s3FromEnv(env),
    fileUrlTtlSeconds: num(env.FILE_URL_TTL_SECONDS, 5 * 60),
    publicFileUrlTtlSeconds: num(env.PUBLIC_FILE_URL_TTL_SECONDS, 24 * 60 * 60),
    logLevel: env.LOG_LEVEL ?? 'info',
    deliveryMaxAge: num(env.DELIVERY_MAX_AGE, 60),
    deliveryStaleWhileRevalidate: num(env.DELIVERY_STALE_WHILE_REVALIDATE, 300),
    webhooksAllowHttp: webhooksAllowHttp(env, production),
    webhookRetryBaseMs: num(env.WEBHOOK_RETRY_BASE_MS, 30_000),
    webhookTickMs: num(env.WEBHOOK_TICK_MS, 2_000),
  };
}

/** WEBHOOKS_ALLOW_HTTP lets a developer point webhooks at a local receiver; a production server refuses to start with it. */
function webhooksAllowHttp(env: NodeJS.ProcessEnv, production: boolean): boolean {
  const allow = bool('WEBHOOKS_ALLOW_HTTP', env.WEBHOOKS_ALLOW_HTTP, false);
  if (allow && production) throw new Error('WEBHOOKS_ALLOW_HTTP=true is for local development; it is refused when NODE_ENV=production');
  return allow;
}

/** Defaults for tests: in-memory PGlite, no console, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...configFromEnv({ NODE_ENV: 'test', DATA_DIR: '' }),
    dataDir: undefined,
    filesDir: undefined,
    consoleDir: undefined,
    consoleRenderer: undefined,
    logLevel: 'silent',
    ...overrides,
  };
}
