import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { connect, rows, type Database } from '../../src/server/db/connect';
import { patterns } from '../../src/shared/formatPatterns';

/**
 * docs/declarations.md "Demo records": a freshly seeded demo asks no outside host for a picture
 * (every demo image is a file the product stores and serves) and its dates are as current as the
 * seeding day. Seeds its own empty database: the shared test template has no file store behind it.
 */
let app: FastifyInstance;
let database: Database;
let records: { kind: string; live: Record<string, unknown> }[];

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

beforeAll(async () => {
  database = await connect({});
  app = await buildApp(testConfig(), { database });
  records = await rows(database.db, sql`SELECT kind, live FROM records WHERE live IS NOT NULL`);
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('demo images', () => {
  it('name no outside host: every demo picture is a stored file the product serves', async () => {
    const values = records.flatMap((r) => strings(r.live));
    expect(values.filter((v) => v.includes('cdn.example.com') || v.startsWith('@image:'))).toEqual([]);
    const keys = [...new Set(values.filter((v) => patterns.fileKey.test(v)))];
    expect(keys.length).toBeGreaterThan(200);
    const missing = [];
    for (const key of keys) if (!(await app.files!.store.stat(key))) missing.push(key);
    expect(missing).toEqual([]);
  });

  it('reach the browser through a signed link as an SVG picture', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/cms/auth/login',
      payload: { email: 'owner@example.com', password: 'demo-password' },
    });
    const token = login.json().data.token as string;
    const speaker = records.find((r) => r.kind === 'speakers')!.live;
    const key = speaker.speaker_photo_url as string;
    const signed = await app.inject({
      method: 'GET',
      url: `/api/main/signed_file?${new URLSearchParams({ client_id: '1', file_name: key }).toString()}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const file = await app.inject({ method: 'GET', url: signed.json().data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.body).toMatch(/^<svg [^>]*role="img"><title>[A-Z][a-z]+ [A-Z]/);
  });
});

describe('demo dates', () => {
  it('put the event ahead, with its passes on sale on the day the database was seeded', () => {
    const now = Date.now();
    const event = records.find((r) => r.kind === 'events')!.live;
    expect(Date.parse(event.event_start_at as string)).toBeGreaterThan(now + 30 * 86_400_000);
    const onSale = records
      .filter((r) => r.kind === 'delegate-passes')
      .filter(
        (r) =>
          Date.parse(r.live.delegatepass_sale_starts_at as string) <= now && now < Date.parse(r.live.delegatepass_sale_ends_at as string),
      );
    expect(onSale.length).toBeGreaterThan(0);
  });

  it('name each program by the month it starts in, whatever the day of seeding', () => {
    const months = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    const programs = records.filter((r) => r.kind === 'course-programs').map((r) => r.live);
    const named = programs.filter((p) => months.some((m) => String(p.program_name).includes(m)));
    expect(named.length).toBeGreaterThan(0);
    for (const program of named) {
      const start = new Date(program.program_start_date as string);
      // Within a month either way: the name moves by whole months, the dates by days.
      const said = months.findIndex((m) => String(program.program_name).includes(`${m} `));
      const diff = (((start.getUTCMonth() - said) % 12) + 12) % 12;
      expect([0, 1, 11], String(program.program_name)).toContain(diff);
    }
  });
});
