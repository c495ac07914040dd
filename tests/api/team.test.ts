import { desc, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { rows } from '../../src/server/db/connect';
import { invitations, outbox, users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from './helpers/testApp';
import { demoTokens } from './resources/sample';

/**
 * Owners manage their team (docs/operations.md, "Team and owners"): only owners of the client reach
 * the team routes, invitations are one-time links that expire, role changes apply on the next
 * request, disabled users are refused everywhere, and a client always keeps an active owner.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
type Tokens = Awaited<ReturnType<typeof demoTokens>>;
let t: TestApp;
let tokens: Tokens;
let makerId: number;
let otherSite: number;

const PASSWORD = 'a long enough passphrase 42';
const idOf = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.userId;

/** The token of the newest invitation link mailed to an address (the outbox holds every mail without SMTP). */
async function linkTokenFor(email: string): Promise<string> {
  const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id)).limit(1);
  const match = /\/invitation\/([A-Za-z0-9_-]+)/.exec(mail?.body ?? '');
  if (!match) throw new Error(`no invitation mailed to ${email}`);
  return match[1]!;
}

const accept = (token: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/cms/auth/invitation', payload: { token, password } });

const invite = (body: Record<string, unknown>, as = tokens.owner) =>
  t.as(as, { method: 'POST', url: '/api/cms/team/invitations?client_id=1', payload: { client_id: 1, ...body } });

beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
  makerId = await idOf('maker@example.com');
  const [site] = await rows<{ website_id: number }>(
    t.database.db,
    sql`SELECT website_id FROM websites WHERE client_id = 2 ORDER BY website_id LIMIT 1`,
  );
  otherSite = Number(site!.website_id);
}, 120_000);
afterAll(() => t.close());

describe('the team routes are for owners of the client only', () => {
  const routes = (userId: number): (InjectOptions & { name: string })[] => [
    { name: 'list the team', method: 'GET', url: '/api/cms/team?client_id=1' },
    { name: 'invite', method: 'POST', url: '/api/cms/team/invitations?client_id=1', payload: { email: 'x.y@acme.test' } },
    { name: 'change roles', method: 'PUT', url: `/api/cms/team/users/${userId}?client_id=1`, payload: { owner: true } },
    { name: 'disable', method: 'POST', url: `/api/cms/team/users/${userId}/disable?client_id=1` },
    { name: 'enable', method: 'POST', url: `/api/cms/team/users/${userId}/enable?client_id=1` },
    { name: 'read the audit log', method: 'GET', url: '/api/cms/audit?client_id=1' },
  ];

  it.each(['maker', 'checker', 'viewer'] as const)('refuses a %s (not an owner) every team route with 403', async (who) => {
    for (const { name, ...route } of routes(makerId)) {
      const res = await t.as(tokens[who], route);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(403);
      expect(res.json().error.code, name).toBe('FORBIDDEN_OWNER');
    }
  });

  it("refuses another client's owner every route on this client's users, changing nothing", async () => {
    for (const { name, ...route } of routes(makerId)) {
      const res = await t.as(tokens.other, route);
      expect([403, 404], `${name}: ${res.body}`).toContain(res.statusCode);
    }
    // Their own client_id with this client's user: as unknown as a missing one.
    for (const verb of ['disable', 'enable']) {
      const res = await t.as(tokens.other, { method: 'POST', url: `/api/cms/team/users/${makerId}/${verb}?client_id=2` });
      expect(res.statusCode, res.body).toBe(404);
    }
    const put = await t.as(tokens.other, { method: 'PUT', url: `/api/cms/team/users/${makerId}?client_id=2`, payload: { owner: true } });
    expect(put.statusCode).toBe(404);
    const [maker] = await t.database.db.select().from(users).where(eq(users.userId, makerId));
    expect(maker).toMatchObject({ owner: false, disabledAt: null });
    expect((await t.as(tokens.maker, { method: 'GET', url: '/api/cms/auth/me' })).statusCode).toBe(200);
  });

  it('refuses every route without a session (401)', async () => {
    for (const { name, ...route } of routes(makerId)) expect((await t.app.inject(route)).statusCode, name).toBe(401);
  });

  it("lists the owner's client only, each user with their roles per website × area and client area", async () => {
    const res = await t.as(tokens.owner, { method: 'GET', url: '/api/cms/team?client_id=1' });
    expect(res.statusCode, res.body).toBe(200);
    const team = res.json().data as { email: string; owner: boolean; disabled: boolean; roles: { websites: object; client: object } }[];
    expect(team.map((u) => u.email)).not.toContain('other@example.com');
    expect(team.find((u) => u.email === 'owner@example.com')).toMatchObject({ owner: true, disabled: false });
    expect(team.find((u) => u.email === 'maker@example.com')).toMatchObject({
      owner: false,
      roles: { websites: { '1': { ENTITY: ['viewer', 'maker'], PAGE: ['viewer', 'maker'] } }, client: { FORM: ['viewer', 'maker'] } },
    });
  });
});

describe('invitations', () => {
  it('invites a maker on one website: the link signs them in once, and they see only that website', async () => {
    const res = await invite({ email: 'Nina.New@Acme.test', roles: { websites: { '2': { ENTITY: ['viewer', 'maker'] } }, client: {} } });
    expect(res.statusCode, res.body).toBe(201);
    const token = await linkTokenFor('nina.new@acme.test');
    // Not signed in yet: no password works, not even an empty one's hash.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/cms/auth/login',
      payload: { email: 'nina.new@acme.test', password: 'demo-password' },
    });
    expect(early.json().error.code).toBe('BAD_CREDENTIALS');
    const weak = await accept(token, 'short');
    expect(weak.statusCode).toBe(400);
    const ok = await accept(token);
    expect(ok.statusCode, ok.body).toBe(200);
    const session = ok.json().data.token as string;
    expect((await t.as(session, { method: 'GET', url: '/api/cms/auth/me' })).json().data).toMatchObject({
      email: 'nina.new@acme.test',
      name: 'Nina New',
      owner: false,
    });
    expect((await t.as(session, { method: 'GET', url: '/api/cms/events/event_zones?client_id=1&website_id=2' })).statusCode).toBe(200);
    expect((await t.as(session, { method: 'GET', url: '/api/cms/courses?client_id=1&website_id=1' })).statusCode).toBe(403);
    expect((await t.as(session, { method: 'GET', url: '/api/cms/team?client_id=1' })).statusCode).toBe(403);
    // Used once: the same link again is refused, and the password chosen works to sign in.
    expect((await accept(token, 'another long passphrase 9')).json().error.code).toBe('INVITATION_INVALID');
    expect((await t.login('nina.new@acme.test', PASSWORD)).length).toBeGreaterThan(10);
    // A member who signed in is not invited again.
    const again = await invite({ email: 'nina.new@acme.test' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toMatch(/already a member who signed in/);
  });

  it('accepts a link sent five times at once exactly once', async () => {
    await invite({ email: 'race.once@acme.test' });
    const token = await linkTokenFor('race.once@acme.test');
    const answers = await Promise.all(Array.from({ length: 5 }, () => accept(token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('replaces the old link when an address is invited again, and refuses an expired one', async () => {
    await invite({ email: 'twice.invited@acme.test' });
    const first = await linkTokenFor('twice.invited@acme.test');
    await invite({ email: 'twice.invited@acme.test' });
    const second = await linkTokenFor('twice.invited@acme.test');
    expect(second).not.toBe(first);
    expect((await accept(first)).json().error.code).toBe('INVITATION_INVALID');
    await t.database.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await accept(second)).json().error.code).toBe('INVITATION_INVALID');
    // The stored value is a hash, never the link's token.
    const stored = await t.database.db.select().from(invitations);
    expect(stored.some((row) => row.tokenHash === second)).toBe(false);
  });

  it.each([
    ['a malformed address', () => ({ email: 'not-an-address' }), /is not an e-mail address/],
    ['an address of another client', () => ({ email: 'other@example.com' }), /another client/],
    [
      'roles on another client’s website',
      () => ({ email: 'sneaky@acme.test', roles: { websites: { [String(otherSite)]: { ENTITY: ['maker'] } }, client: {} } }),
      /not one of this client's websites/,
    ],
    ['an unknown role name', () => ({ email: 'x.role@acme.test', roles: { websites: {}, client: { FORM: ['admin'] } } }), /roles/],
    ['a NUL in the address', () => ({ email: 'nul\u0000@acme.test' }), /./],
  ])('refuses %s with 400 naming it, inviting no one', async (_case, body, message) => {
    const before = (await t.database.db.select().from(users)).length;
    const res = await invite(body());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toMatch(message);
    expect((await t.database.db.select().from(users)).length).toBe(before);
  });
});

describe('role changes and disabling', () => {
  const put = (userId: number, body: Record<string, unknown>, as = tokens.owner) =>
    t.as(as, { method: 'PUT', url: `/api/cms/team/users/${userId}?client_id=1`, payload: body });

  it("applies a role change on the user's next request, without a new sign-in", async () => {
    const id = await idOf('viewer@example.com');
    const url = '/api/cms/courses?client_id=1&website_id=1';
    expect((await t.as(tokens.viewer, { method: 'GET', url })).statusCode).toBe(200);
    const res = await put(id, { roles: { websites: { '2': { ENTITY: ['viewer'] } }, client: {} } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.roles).toEqual({ websites: { '2': { ENTITY: ['viewer'] } }, client: {} });
    expect((await t.as(tokens.viewer, { method: 'GET', url })).statusCode).toBe(403);
    // Made an owner: the team is theirs to read on the next request.
    expect((await put(id, { owner: true })).statusCode).toBe(200);
    expect((await t.as(tokens.viewer, { method: 'GET', url: '/api/cms/team?client_id=1' })).statusCode).toBe(200);
    expect(
      (await put(id, { owner: false, roles: { websites: { '1': { ENTITY: ['viewer'], PAGE: ['viewer'] } }, client: {} } })).statusCode,
    ).toBe(200);
  });

  it('disables a user: their session is refused at once, sign-in says so; enabling lets them back', async () => {
    const id = await idOf('checker@example.com');
    const session = await t.login('checker@example.com');
    const res = await t.as(tokens.owner, { method: 'POST', url: `/api/cms/team/users/${id}/disable?client_id=1` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ disabled: true });
    expect((await t.as(session, { method: 'GET', url: '/api/cms/auth/me' })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/cms/auth/login',
      payload: { email: 'checker@example.com', password: 'demo-password' },
    });
    expect(login.json().error.code).toBe('ACCOUNT_DISABLED');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/cms/auth/login',
      payload: { email: 'checker@example.com', password: 'wrong password here' },
    });
    expect(wrong.json().error.code).toBe('BAD_CREDENTIALS');
    expect((await t.as(tokens.owner, { method: 'POST', url: `/api/cms/team/users/${id}/enable?client_id=1` })).statusCode).toBe(200);
    expect((await t.login('checker@example.com')).length).toBeGreaterThan(10);
  });

  it('keeps an active owner: the last cannot give up ownership or be disabled (409), nothing changes', async () => {
    const ownerId = await idOf('owner@example.com');
    for (const res of [
      await put(ownerId, { owner: false }),
      await t.as(tokens.owner, { method: 'POST', url: `/api/cms/team/users/${ownerId}/disable?client_id=1` }),
    ]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.code).toBe('LAST_OWNER');
    }
    expect((await t.as(tokens.owner, { method: 'GET', url: '/api/cms/team?client_id=1' })).statusCode).toBe(200);
  });

  it('lets only one of two owners who take each other’s ownership at once succeed', async () => {
    const ownerId = await idOf('owner@example.com');
    const second = await idOf('maker@example.com');
    expect((await put(second, { owner: true })).statusCode).toBe(200);
    const [a, b] = await Promise.all([put(second, { owner: false }), put(ownerId, { owner: false }, tokens.maker)]);
    // The other is refused: 409 when both were owners as it was checked, 403 when the first had
    // already taken its ownership away (PostgreSQL runs them side by side, PGlite one after the other).
    const [won, lost] = [a.statusCode, b.statusCode].sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const owners = await t.database.db
      .select()
      .from(users)
      .where(sql`client_id = 1 AND owner`);
    expect(owners).toHaveLength(1);
    // Back as the demo was: owner@ the owner, maker@ not.
    const keeper = owners[0]!.userId === ownerId ? tokens.owner : tokens.maker;
    await put(ownerId, { owner: true }, keeper);
    await put(second, { owner: false }, tokens.owner);
    expect(
      (
        await t.database.db
          .select()
          .from(users)
          .where(sql`client_id = 1 AND owner`)
      ).map((u) => u.email),
    ).toEqual(['owner@example.com']);
  });
});
