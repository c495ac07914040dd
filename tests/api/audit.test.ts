import { eq, sql } from 'drizzle-orm';
import { outbox } from '../../src/server/db/schema';
import { AUDIT_ACTIONS, type AuditAction } from '../../src/shared/auditActions';
import { runAdmin } from '../../src/server/admin/runAdmin';
import { createTestApp, type TestApp } from './helpers/testApp';
import { decideAll, pendingList } from './helpers/review';
import { demoTokens } from './resources/sample';

/**
 * The audit log (docs/security.md, "Audit log"): every sign-in, failed sign-in, invitation, role
 * change, disable and enable, publish, reset, reject, withdrawal, schedule change, import, restore
 * and operator command leaves an entry naming who, what, which and from where; owners read their
 * own client's entries only, filtered, paged or as CSV; the application cannot change an entry.
 */
type Doc = Record<string, unknown>;
type Entry = { at: string; user_id: number | null; user: string | null; action: AuditAction; target: Doc; address: string | null };
let t: TestApp;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
const ZONES = { client_id: 1, website_id: 2, asset_type_name: 'ENTITY' };

const log = async (query = '', as = tokens.owner): Promise<Entry[]> => {
  const res = await t.as(as, { method: 'GET', url: `/api/cms/audit?client_id=${as === tokens.other ? 2 : 1}&max_results=100${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Entry[];
};
const zone = async (name: string) => {
  const res = await t.as(tokens.maker, {
    method: 'POST',
    url: '/api/cms/events/event_zones?client_id=1&website_id=2',
    payload: { zone_name: name, zone_capacity: 10 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return Number(res.json().data.zone_id);
};
const firstBlock = async () => (await pendingList(t, tokens.checker, ZONES)).blocks[0]!;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
  const ctx = { db: t.database.db, config: t.config, mailer: t.app.mailer };
  const admin = (...argv: string[]) => runAdmin(argv, async () => ctx);

  // Every action once, by the people who may take it.
  await t.app.inject({
    method: 'POST',
    url: '/api/cms/auth/login',
    payload: { email: 'maker@example.com', password: 'wrong guess 12345' },
  });
  const invited = await t.as(tokens.owner, {
    method: 'POST',
    url: '/api/cms/team/invitations?client_id=1',
    payload: { email: 'audited.person@acme.test', roles: { websites: { '2': { ENTITY: ['viewer'] } }, client: {} } },
  });
  const userId = Number(invited.json().data.user_id);
  const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'audited.person@acme.test'));
  const token = /\/invitation\/([\w-]+)/.exec(mail!.body)![1]!;
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/cms/auth/invitation',
    payload: { token, password: 'a long enough passphrase 42' },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  await t.as(tokens.owner, {
    method: 'PUT',
    url: `/api/cms/team/users/${userId}?client_id=1`,
    payload: { roles: { websites: { '2': { ENTITY: ['viewer', 'maker'] } }, client: {} } },
  });
  await t.as(tokens.owner, { method: 'POST', url: `/api/cms/team/users/${userId}/disable?client_id=1` });
  await t.as(tokens.owner, { method: 'POST', url: `/api/cms/team/users/${userId}/enable?client_id=1` });

  await zone('Audited hall A');
  expect((await decideAll(t, tokens.checker, 'publish', ZONES)).statusCode).toBe(200);
  await zone('Audited hall B');
  expect((await decideAll(t, tokens.checker, 'reset', ZONES)).statusCode).toBe(200);
  await zone('Audited hall C');
  const rejected = await t.as(tokens.checker, {
    method: 'POST',
    url: '/api/cms/vcs/reject',
    payload: { block_id: (await firstBlock()).block_id, reason: 'Not this hall' },
  });
  expect(rejected.statusCode, rejected.body).toBe(200);
  await zone('Audited hall W');
  const pending = await firstBlock();
  const withdrawn = await t.as(tokens.maker, {
    method: 'POST',
    url: '/api/cms/vcs/withdraw',
    payload: { block_id: pending.block_id, version: pending.version },
  });
  expect(withdrawn.statusCode, withdrawn.body).toBe(200);

  const hall = await zone('Audited hall D');
  const { etag } = await pendingList(t, tokens.checker, ZONES);
  const scheduled = await t.as(tokens.checker, {
    method: 'POST',
    url: '/api/cms/vcs/publish?client_id=1&website_id=2&asset_type_name=ENTITY',
    headers: { 'if-match': String(etag) },
    payload: { publish_at: new Date(Date.now() + 3_600_000).toISOString() },
  });
  expect(scheduled.statusCode, scheduled.body).toBe(202);
  const cancelled = await t.as(tokens.checker, {
    method: 'DELETE',
    url: `/api/cms/vcs/schedules/${Number(scheduled.json().data.schedule_id)}?client_id=1`,
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const saved = await t.as(tokens.maker, {
    method: 'PUT',
    url: `/api/cms/events/event_zones?client_id=1&website_id=2&zone_id=${hall}&version=1`,
    payload: { zone_name: 'Audited hall D again', zone_capacity: 11 },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const restored = await t.as(tokens.maker, {
    method: 'POST',
    url: '/api/cms/vcs/restore',
    payload: { client_id: 1, website_id: 2, kind: 'event-zones', id: hall, version: 1 },
  });
  expect(restored.statusCode, restored.body).toBe(200);
  expect((await decideAll(t, tokens.checker, 'reset', ZONES)).statusCode).toBe(200);
  const imported = await t.as(tokens.maker, {
    method: 'POST',
    url: '/api/cms/import?client_id=1&website_id=2&kind=event-zones',
    headers: { 'content-type': 'text/csv' },
    payload: 'zone_name,zone_capacity\r\nImported audited hall,12\r\n',
  });
  expect(imported.statusCode, imported.body).toBeLessThan(300);
  // Many records deleted at once: the imported draft, withdrawn.
  const drafts = (
    await t.as(tokens.maker, { method: 'GET', url: '/api/cms/events/event_zones?client_id=1&website_id=2&search=Imported%20audited' })
  ).json().data as { zone_id: number; version: number }[];
  const bulk = await t.as(tokens.maker, {
    method: 'POST',
    url: '/api/cms/bulk_delete?client_id=1&website_id=2&kind=event-zones',
    payload: { records: drafts.map((d) => ({ id: d.zone_id, version: d.version })) },
  });
  expect(bulk.statusCode, bulk.body).toBe(200);
  expect(
    (
      await admin(
        'website:add',
        '--client',
        '1',
        '--name',
        'Audit Camp',
        '--domain',
        'camp.audit.example.org',
        '--use-case',
        'SPC',
        '--time-zone',
        'Europe/Paris',
      )
    ).code,
  ).toBe(0);
  // Website access: a token made and revoked, a webhook added, sent again and removed.
  const site = '/api/cms/websites/2';
  const made = await t.as(tokens.owner, { method: 'POST', url: `${site}/tokens?client_id=1`, payload: { name: 'Audited token' } });
  expect(made.statusCode, made.body).toBe(201);
  await t.as(tokens.owner, { method: 'DELETE', url: `${site}/tokens/${Number(made.json().data.id)}?client_id=1` });
  const hook = await t.as(tokens.owner, {
    method: 'POST',
    url: `${site}/webhooks?client_id=1`,
    payload: { url: 'https://hooks.audit.example.org/cms', events: ['published'] },
  });
  expect(hook.statusCode, hook.body).toBe(201);
  const hookId = Number(hook.json().data.id);
  await zone('Audited hall E');
  expect((await decideAll(t, tokens.checker, 'publish', ZONES)).statusCode).toBe(200);
  const [delivery] = (await t.as(tokens.owner, { method: 'GET', url: `${site}/webhooks/${hookId}/deliveries?client_id=1` })).json().data;
  const again = await t.as(tokens.owner, {
    method: 'POST',
    url: `${site}/webhooks/${hookId}/deliveries/${Number(delivery.delivery_id)}/redeliver?client_id=1`,
  });
  expect(again.statusCode, again.body).toBe(202);
  await t.as(tokens.owner, { method: 'DELETE', url: `${site}/webhooks/${hookId}?client_id=1` });
  expect((await admin('client:disable', '--client', '2')).code).toBe(0);
  expect((await admin('client:enable', '--client', '2')).code).toBe(0);
  tokens.other = await t.login('other@example.com');
}, 120_000);
afterAll(() => t.close());

describe('GET /api/cms/audit', () => {
  it.each(
    AUDIT_ACTIONS.filter((a) => !['client_created', 'client_disabled', 'client_enabled', 'schedule_ran'].includes(a)).map((a) => [a]),
  )('records %s in the client’s log, with who, when and from where', async (action) => {
    const found = await log(`&action=${action}`);
    expect(found.length, action).toBeGreaterThan(0);
    const entry = found[0]!;
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(120_000);
    expect(entry.address).toBeTruthy();
    expect(entry.target).toBeTypeOf('object');
  });

  it('names the person, the records and the address of an entry', async () => {
    const [publish] = await log('&action=publish');
    expect(publish).toMatchObject({ user: 'Chitra Checker', address: '127.0.0.1', target: { website_id: 2, asset_type_name: 'ENTITY' } });
    expect((publish!.target.block_ids as number[]).length).toBeGreaterThan(0);
    const [failed] = await log('&action=sign_in_failed');
    expect(failed).toMatchObject({ user: 'Manish Maker', target: { email: 'maker@example.com' } });
    const [added] = await log('&action=website_added');
    expect(added).toMatchObject({ user: 'operator', address: 'command line', user_id: null, target: { domain: 'camp.audit.example.org' } });
  });

  it("shows an owner their client's entries only, never another's", async () => {
    const mine = await log('', tokens.other);
    expect(mine.map((e) => e.action)).toEqual(expect.arrayContaining(['sign_in', 'client_disabled', 'client_enabled']));
    expect(mine.some((e) => JSON.stringify(e).includes('example.com') && JSON.stringify(e).match(/owner@|maker@|checker@/))).toBe(false);
    const theirs = await log();
    expect(theirs.some((e) => e.action === 'client_disabled')).toBe(false);
    // Another client's id in the query is refused, not answered with their entries.
    const asked = await t.as(tokens.other, { method: 'GET', url: '/api/cms/audit?client_id=1' });
    expect(asked.statusCode).toBe(403);
  });

  it('filters by person, action and time, newest first, and pages', async () => {
    const [checker] = await log('&action=publish');
    const byChecker = await log(`&user_id=${checker!.user_id}`);
    expect(byChecker.every((e) => e.user_id === checker!.user_id)).toBe(true);
    const all = await log();
    expect(all.map((e) => e.at)).toEqual([...all.map((e) => e.at)].sort().reverse());
    expect(await log('&from=2999-01-01')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await log(`&from=${today}&to=${today}`)).length).toBe(all.length);
    const page = await t.as(tokens.owner, { method: 'GET', url: '/api/cms/audit?client_id=1&max_results=2&page=2' });
    expect(page.json().data).toEqual(all.slice(2, 4));
    expect(page.json().meta.total).toBe(all.length);
    const bad = await t.as(tokens.owner, { method: 'GET', url: '/api/cms/audit?client_id=1&from=yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/from/);
    expect((await t.as(tokens.owner, { method: 'GET', url: '/api/cms/audit?client_id=1&action=delete_everything' })).statusCode).toBe(400);
  });

  it('exports the current filter as CSV', async () => {
    const res = await t.as(tokens.owner, { method: 'GET', url: '/api/cms/audit?client_id=1&action=reject&format=csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('at,user_id,user,action,target,address');
    expect(lines.slice(1).every((l) => l.includes(',reject,'))).toBe(true);
    expect(lines.length - 1).toBe((await log('&action=reject')).length);
  });

  it('keeps entries as written: the database refuses a change or a deletion', async () => {
    await expect(t.database.db.execute(sql`UPDATE audit_log SET action = 'publish'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    expect((await log()).length).toBeGreaterThan(5);
  });
});

describe('an entry and its change are one', () => {
  it('makes no change whose entry cannot be written (the entry is in the change’s transaction)', async () => {
    await t.database.db.execute(
      sql.raw(`CREATE FUNCTION refuse_withdraw_entry() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.action = 'withdraw' THEN RAISE EXCEPTION 'the audit log is full'; END IF; RETURN NEW; END $$`),
    );
    await t.database.db.execute(
      sql`CREATE TRIGGER refuse_withdraw_entry BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_withdraw_entry()`,
    );
    try {
      await zone('Atomic hall');
      const pending = await firstBlock();
      const res = await t.as(tokens.maker, {
        method: 'POST',
        url: '/api/cms/vcs/withdraw',
        payload: { block_id: pending.block_id, version: pending.version },
      });
      expect(res.statusCode).toBe(500);
      expect((await pendingList(t, tokens.checker, ZONES)).blocks.map((b) => b.block_id)).toContain(pending.block_id);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER refuse_withdraw_entry ON audit_log`);
      await t.database.db.execute(sql`DROP FUNCTION refuse_withdraw_entry()`);
    }
  });
});
