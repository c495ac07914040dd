import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { auditLog, clients, invitations, outbox, users, websites } from '../../src/server/db/schema';
import { runAdmin } from '../../src/server/admin/runAdmin';
import { COMMANDS } from '../../src/server/admin/commands';
import { createTestApp, freshDatabase, type TestApp } from './helpers/testApp';

/**
 * The operator's commands (docs/operations.md, "Operator commands"): each prints what it made, tells
 * bad input in one line naming the value and the valid choices, exits non-zero and writes nothing.
 * In process on the test database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set), then as
 * the real `npm run admin` process.
 */
let t: TestApp;
const admin = (...argv: string[]) => runAdmin(argv, async () => ({ db: t.database.db, config: t.config, mailer: t.app.mailer }));

async function counts() {
  const n = async (table: typeof clients | typeof websites | typeof users | typeof invitations) =>
    (await t.database.db.select({ n: count() }).from(table))[0]!.n;
  return { clients: await n(clients), websites: await n(websites), users: await n(users), invitations: await n(invitations) };
}

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://console.acme.test', resetMaxPerSource: 4 });
}, 120_000);
afterAll(() => t.close());

describe('npm run admin, in process', () => {
  it('creates a client, adds a website, invites its owner and lists them', async () => {
    const client = await admin('client:create', '--name', 'Acme Learning');
    expect(client).toMatchObject({ code: 0, stderr: '' });
    expect(client.stdout).toMatch(/^\d+$/);
    const site = await admin(
      'website:add',
      '--client',
      client.stdout,
      '--name',
      'Acme Academy',
      '--domain',
      'Academy.Acme.test',
      '--use-case',
      'EDU',
      '--time-zone',
      'Europe/Paris',
      '--locales',
      'en,fr',
    );
    expect(site).toMatchObject({ code: 0, stderr: '' });
    const invite = await admin('user:invite', '--client', client.stdout, '--email', 'Founder@Acme.test', '--owner');
    expect(invite.code, invite.stderr).toBe(0);
    expect(invite.stdout).toMatch(/^https:\/\/console\.acme\.test\/invitation\/[\w-]{20,}$/);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'founder@acme.test'));
    expect(mail?.body).toContain(invite.stdout);
    const [founder] = await t.database.db.select().from(users).where(eq(users.email, 'founder@acme.test'));
    expect(founder).toMatchObject({ owner: true, clientId: Number(client.stdout), passwordHash: '' });

    const list = await admin('list');
    expect(list.stdout).toContain(`client ${client.stdout}  Acme Learning`);
    expect(list.stdout).toContain(`website ${site.stdout}  Acme Academy  academy.acme.test  EDU  Europe/Paris`);
    expect(list.stdout).toMatch(/user \d+ {2}founder@acme\.test {2}Founder {2}owner {2}\(invited\)/);

    // The owner follows the link: a password, and every role on the client's website.
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/cms/auth/invitation',
      payload: { token: invite.stdout.split('/').pop(), password: 'founder chose this passphrase' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const session = accepted.json().data.token as string;
    const team = await t.as(session, { method: 'GET', url: `/api/cms/team?client_id=${client.stdout}` });
    expect(team.json().data[0].roles.websites[site.stdout]).toEqual({
      ENTITY: ['viewer', 'maker', 'checker'],
      PAGE: ['viewer', 'maker', 'checker'],
    });
    // A website added later is the owner's too.
    const later = await admin(
      'website:add',
      '--client',
      client.stdout,
      '--name',
      'Acme Camp',
      '--domain',
      'camp.acme.test',
      '--use-case',
      'SPC',
      '--time-zone',
      'UTC',
    );
    const again = await t.as(session, { method: 'GET', url: `/api/cms/team?client_id=${client.stdout}` });
    expect(again.json().data[0].roles.websites[later.stdout]).toEqual({
      ENTITY: ['viewer', 'maker', 'checker'],
      PAGE: ['viewer', 'maker', 'checker'],
    });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.clientId, Number(client.stdout)));
    expect(entries.map((e) => e.action)).toEqual(['client_created', 'website_added', 'invitation', 'invitation_accepted', 'website_added']);
  });

  it('sends an invited owner a new link without taking their ownership away', async () => {
    const first = await admin('user:invite', '--client', '2', '--email', 'second.owner@other.test', '--owner');
    const second = await admin('user:invite', '--client', '2', '--email', 'second.owner@other.test');
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).not.toBe(first.stdout);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'second.owner@other.test'));
    expect(user?.owner).toBe(true);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/cms/auth/invitation',
      payload: { token: first.stdout.split('/').pop(), password: 'founder chose this passphrase' },
    });
    expect(old.json().error.code).toBe('INVITATION_INVALID');
  });

  it.each([
    [
      ['website:add', '--client', '1', '--name', 'Camp', '--domain', 'camp.acme.test', '--use-case', 'XYZ', '--time-zone', 'UTC'],
      /"XYZ" is not one of EDU, EVT, SPC, HAF/,
    ],
    [
      ['website:add', '--client', '1', '--name', 'Camp', '--domain', 'ACADEMY.acme.test', '--use-case', 'SPC', '--time-zone', 'UTC'],
      /Domain "academy\.acme\.test" is already website \d+'s/,
    ],
    [
      ['website:add', '--client', '1', '--name', 'Camp', '--domain', 'not a host', '--use-case', 'SPC', '--time-zone', 'UTC'],
      /"not a host" is not a host name/,
    ],
    [
      ['website:add', '--client', '1', '--name', 'Camp', '--domain', 'camp.acme.test', '--use-case', 'SPC', '--time-zone', 'Mars/Olympus'],
      /"Mars\/Olympus" is not an IANA time zone/,
    ],
    [
      [
        'website:add',
        '--client',
        '1',
        '--name',
        'Camp',
        '--domain',
        'camp.acme.test',
        '--use-case',
        'SPC',
        '--time-zone',
        'UTC',
        '--locales',
        'english',
      ],
      /Locale "english"/,
    ],
    [
      ['website:add', '--client', '999', '--name', 'Camp', '--domain', 'camp.acme.test', '--use-case', 'SPC', '--time-zone', 'UTC'],
      /Client 999 does not exist; the clients: 1 \(/,
    ],
    [
      ['website:add', '--client', 'acme', '--name', 'Camp', '--domain', 'camp.acme.test', '--use-case', 'SPC', '--time-zone', 'UTC'],
      /--client must be a client id .* not "acme"/,
    ],
    [['user:invite', '--client', '1', '--email', 'not-an-address'], /"not-an-address" is not an e-mail address/],
    [['user:invite', '--client', '999', '--email', 'new@acme.test'], /Client 999 does not exist/],
    [['user:invite', '--client', '2', '--email', 'maker@example.com'], /already belongs to another client/],
    [['user:disable', '--email', 'nobody@acme.test'], /No user has the address "nobody@acme\.test"/],
    [['client:disable', '--client', '0'], /--client must be a client id/],
    [['client:create', '--name', 'A'], /Client name "A" must be 2 to 120 characters/],
    [['client:create', '--name', 'Acme\u0000Corp'], /--name holds a NUL character/],
    [['client:create'], /client:create needs --name/],
    [['client:create', '--name'], /--name needs a value/],
    [['client:create', '--name', 'Acme', '--colour', 'red'], /has no option "--colour"; its options: --name/],
    [['client:make', '--name', 'Acme'], /no command "client:make"; the commands: client:create, website:add, user:invite, list/],
  ])('refuses %j in one line naming the value, exits 1 and writes nothing', async (argv, message) => {
    const before = await counts();
    const result = await admin(...argv);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^error: /);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toContain('\n');
    expect(await counts()).toEqual(before);
  });

  it.each(COMMANDS.map((c) => [c.name]))('answers %s --help with its synopsis and every option', async (name) => {
    const result = await admin(name, '--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`npm run admin -- ${name}`);
    for (const option of COMMANDS.find((c) => c.name === name)!.options) expect(result.stdout).toContain(`--${option.name}`);
  });

  it('adds one website when two nodes add the same domain at once, and tells the other', async () => {
    const argv = [
      'website:add',
      '--client',
      '1',
      '--name',
      'Twin',
      '--domain',
      'twin.acme.test',
      '--use-case',
      'SPC',
      '--time-zone',
      'UTC',
    ];
    const results = await Promise.all([admin(...argv), admin(...argv)]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(results.find((r) => r.code === 1)!.stderr).toMatch(/twin\.acme\.test.*(already|just taken)/);
    expect(await t.database.db.select().from(websites).where(eq(websites.domain, 'twin.acme.test'))).toHaveLength(1);
  });

  it('throttles accepting invitations per source address, a right link too once over the limit', async () => {
    const link = (await admin('user:invite', '--client', '1', '--email', 'throttled@acme.test')).stdout;
    const accept = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/cms/auth/invitation', payload: { token, password: 'a long enough passphrase 42' } });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await accept(`guessed-token-number-${i}`)).statusCode);
    expect(answers).toContain(429);
    expect(answers.filter((s) => s !== 429).every((s) => s === 400)).toBe(true);
    expect((await accept(link.split('/').pop()!)).statusCode).toBe(429);
  });

  it('disables and enables a user by address, and a client by id', async () => {
    const session = await t.login('viewer@example.com');
    expect((await admin('user:disable', '--email', 'VIEWER@example.com')).stdout).toBe('viewer@example.com disabled');
    expect((await t.as(session, { method: 'GET', url: '/api/cms/auth/me' })).statusCode).toBe(401);
    expect((await admin('user:enable', '--email', 'viewer@example.com')).code).toBe(0);
    const again = await t.login('viewer@example.com');
    expect((await admin('client:disable', '--client', '1')).stdout).toBe('client 1 disabled');
    expect((await t.as(again, { method: 'GET', url: '/api/cms/auth/me' })).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/cms/auth/login',
      payload: { email: 'owner@example.com', password: 'demo-password' },
    });
    expect(refused.json().error.code).toBe('ACCOUNT_DISABLED');
    expect((await admin('list')).stdout).toContain('(disabled)');
    expect((await admin('client:enable', '--client', '1')).code).toBe(0);
    expect((await t.login('owner@example.com')).length).toBeGreaterThan(10);
  });
});

// ---------------------------------------------------------------------------------------------
// The real command, as an operator types it

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
function npmAdmin(env: NodeJS.ProcessEnv, ...argv: string[]) {
  const clean: NodeJS.ProcessEnv = { ...process.env, ...env, LOG_LEVEL: 'warn' };
  delete clean.NODE_ENV;
  if (!env.DATABASE_URL) delete clean.DATABASE_URL;
  const run = spawnSync('npm', ['run', '--silent', 'admin', '--', ...argv], { cwd: ROOT, env: clean, encoding: 'utf8', timeout: 120_000 });
  return { code: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim() };
}

describe('npm run admin, as a process', () => {
  it.runIf(!process.env.TEST_DATABASE_URL)(
    'runs on an empty PGlite folder, SEED=false, and tells bad input with exit code 1',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'console-admin-'));
      try {
        const env = { DATA_DIR: dir, SEED: 'false' };
        const made = npmAdmin(env, 'client:create', '--name', 'Process Client');
        expect(made, made.stderr).toMatchObject({ code: 0, stdout: '1' });
        const bad = npmAdmin(
          env,
          'website:add',
          '--client',
          '1',
          '--name',
          'Site',
          '--domain',
          'site.test',
          '--use-case',
          'SHOP',
          '--time-zone',
          'UTC',
        );
        expect(bad.code).toBe(1);
        expect(bad.stderr).toBe('error: Use case "SHOP" is not one of EDU, EVT, SPC, HAF.');
        expect(npmAdmin(env, 'list').stdout).toBe('client 1  Process Client');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    240_000,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'runs on PostgreSQL through DATABASE_URL',
    async () => {
      const fresh = await freshDatabase();
      try {
        const env = { DATABASE_URL: fresh.url };
        const made = npmAdmin(env, 'client:create', '--name', 'Postgres Client');
        expect(made.code, made.stderr).toBe(0);
        const bad = npmAdmin(env, 'user:invite', '--client', made.stdout, '--email', 'nope');
        expect(bad).toMatchObject({ code: 1, stderr: 'error: "nope" is not an e-mail address.' });
      } finally {
        await fresh.database.close();
        await fresh.drop();
      }
    },
    240_000,
  );
});
