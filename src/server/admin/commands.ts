import { AppError } from '../../shared/errors';
import { USE_CASES } from '../../shared/rules/types';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { Mailer } from '../mail/mailer';
import { audit } from '../audit/audit';
import type { AuditAction } from '../../shared/auditActions';
import { addWebsite, clientById, createClient, organisation, setClientDisabled } from '../team/organisation';
import { addMember, setMemberDisabled } from '../team/members';
import { issueInvitation, mailInvitation } from '../team/invitations';
import { allRoles, grantOwners, readRoles } from '../team/roles';
import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { retryTransaction } from '../resources/retrying';
import { memberByEmail } from './memberByEmail';
import { loadDeclarations } from '../declarations';
import { checkStoredData, describeDataReports } from '../db/storedDataCheck';
import { exportStoredData } from '../db/storedDataExport';

/** What a command runs with: the database, the settings (PUBLIC_URL for links) and the mailer. */
export interface AdminContext {
  db: Db;
  config: Config;
  mailer: Mailer;
}

export interface OptionSpec {
  name: string;
  value?: string;
  help: string;
  required?: boolean;
}

export interface Command {
  name: string;
  summary: string;
  options: OptionSpec[];
  /** What to print; a command that finds something wrong answers its exit code with it. */
  run(ctx: AdminContext, opts: Record<string, string | true>): Promise<string | { stdout: string; code: number }>;
}

const OPERATOR = { userId: null, userName: 'operator', address: 'command line' } as const;
/** The command's audit entry, written in its transaction: what a command did always has its entry. */
const note = (tx: Db, clientId: number | null, action: AuditAction, target: Record<string, unknown>) =>
  audit(tx, { ...OPERATOR, clientId, action, target });

/** A positive whole number, or an error naming the option and the value. */
function idOption(value: string | true | undefined, name: string): number {
  const n = Number(value);
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value) || !Number.isSafeInteger(n)) {
    throw new AppError(
      'INVALID_FIELD',
      { reason: `--${name} must be a client id (a positive whole number; see \`list\`), not "${String(value)}".` },
      { field: name },
    );
  }
  return n;
}

const text = (value: string | true | undefined): string => (typeof value === 'string' ? value : '');

/** A unique index refused the write: another command (on another node, say) took the value first. */
const takenMeanwhile = (err: unknown): boolean => {
  const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? e.code : undefined);
  return codeOf(err) === '23505' || codeOf((err as { cause?: unknown } | null)?.cause) === '23505';
};

/**
 * One transaction, retried on a serialisation conflict; a unique value taken by a command running at
 * the same moment is told as `taken` says, like the check that runs first.
 */
async function transaction<T>(ctx: AdminContext, work: (tx: Db) => Promise<T>, taken?: () => AppError): Promise<T> {
  try {
    return await retryTransaction(() => ctx.db.transaction(work));
  } catch (err) {
    if (taken && takenMeanwhile(err)) throw taken();
    throw err;
  }
}

const domainTaken = (domain: string) => () =>
  new AppError(
    'INVALID_FIELD',
    { reason: `Domain "${domain.trim().toLowerCase()}" was just taken by another website; each website has its own.` },
    { field: 'domain' },
  );
const emailTaken = (email: string) => () =>
  new AppError(
    'INVALID_FIELD',
    { reason: `${email.trim().toLowerCase()} was just invited by another command; see \`list\`.` },
    { field: 'email' },
  );

/**
 * The operator's commands (docs/operations.md, "Operator commands"): `npm run admin -- <command>`.
 * Each runs in one transaction with its audit entry — a refused value writes nothing.
 */
export const COMMANDS: Command[] = [
  {
    name: 'client:create',
    summary: 'Create a client (an organisation); prints its id.',
    options: [{ name: 'name', value: 'name', help: 'The organisation’s name.', required: true }],
    async run(ctx, opts) {
      const id = await transaction(ctx, async (tx) => {
        const clientId = await createClient(tx, text(opts.name));
        await note(tx, clientId, 'client_created', { client_id: clientId, name: text(opts.name) });
        return clientId;
      });
      return String(id);
    },
  },
  {
    name: 'website:add',
    summary: 'Add a website to a client; prints its id.',
    options: [
      { name: 'client', value: 'id', help: 'The client’s id (see `list`).', required: true },
      { name: 'name', value: 'name', help: 'The website’s name.', required: true },
      { name: 'domain', value: 'host', help: 'Its host name, e.g. academy.example.com (unique).', required: true },
      {
        name: 'use-case',
        value: USE_CASES.join('|'),
        help: 'What it is for: education, a single event, a campaign, health and fitness.',
        required: true,
      },
      {
        name: 'time-zone',
        value: 'zone',
        help: 'IANA zone its managers’ dates and times are shown in, e.g. Europe/Paris.',
        required: true,
      },
      { name: 'locales', value: 'en,fr', help: 'Its locales, the default first (default: en).' },
    ],
    async run(ctx, opts) {
      const clientId = idOption(opts.client, 'client');
      const id = await transaction(
        ctx,
        async (tx) => {
          const websiteId = await addWebsite(tx, {
            clientId,
            name: text(opts.name),
            domain: text(opts.domain),
            useCase: text(opts['use-case']),
            timeZone: text(opts['time-zone']),
            locales: typeof opts.locales === 'string' ? opts.locales.split(',').map((l) => l.trim()) : undefined,
          });
          await grantOwners(tx, clientId, websiteId);
          await note(tx, clientId, 'website_added', {
            website_id: websiteId,
            name: text(opts.name),
            domain: text(opts.domain),
            use_case: text(opts['use-case']),
          });
          return websiteId;
        },
        domainTaken(text(opts.domain)),
      );
      return String(id);
    },
  },
  {
    name: 'user:invite',
    summary: 'Invite a user to a client; prints the invitation link and e-mails it.',
    options: [
      { name: 'client', value: 'id', help: 'The client’s id (see `list`).', required: true },
      { name: 'email', value: 'address', help: 'Their e-mail address.', required: true },
      { name: 'name', value: 'name', help: 'Their name (default: from the address).' },
      { name: 'owner', help: 'They own the client: every role on its websites, and its team and audit log.' },
    ],
    async run(ctx, opts) {
      const clientId = idOption(opts.client, 'client');
      const client = await clientById(ctx.db, clientId);
      const invited = await transaction(
        ctx,
        async (tx) => {
          // Invited again (not signed in yet): a new link, their ownership and roles as they were.
          const [again] = await tx
            .select()
            .from(users)
            .where(and(eq(users.email, text(opts.email).trim().toLowerCase()), eq(users.clientId, clientId)));
          const owner = opts.owner === true || again?.owner === true;
          const roles = owner
            ? await allRoles(tx, clientId)
            : again
              ? ((await readRoles(tx, clientId, [again.userId])).get(again.userId) ?? { websites: {}, client: {} })
              : { websites: {}, client: {} };
          const user = await addMember(tx, {
            clientId,
            email: text(opts.email),
            name: typeof opts.name === 'string' ? opts.name : undefined,
            owner,
            roles,
          });
          await note(tx, clientId, 'invitation', { user_id: user.userId, email: user.email, owner });
          return { ...user, link: await issueInvitation(tx, ctx.config, user.userId, null) };
        },
        emailTaken(text(opts.email)),
      );
      await mailInvitation(ctx.mailer, invited, client.fullName, invited.link);
      return invited.link;
    },
  },
  {
    name: 'list',
    summary: 'List the clients with their websites and users.',
    options: [],
    async run(ctx) {
      const all = await organisation(ctx.db);
      if (all.length === 0) return 'No client yet: start with `client:create --name <name>`.';
      return all
        .flatMap((c) => [
          `client ${c.client_id}  ${c.name}${c.disabled ? '  (disabled)' : ''}`,
          ...c.websites.map((w) => `  website ${w.website_id}  ${w.name}  ${w.domain}  ${w.use_case}  ${w.time_zone}`),
          ...c.users.map(
            (u) =>
              `  user ${u.user_id}  ${u.email}  ${u.name}${u.owner ? '  owner' : ''}${u.invited ? '  (invited)' : ''}${u.disabled ? '  (disabled)' : ''}`,
          ),
        ])
        .join('\n');
    },
  },
  ...(['disable', 'enable'] as const).flatMap((verb): Command[] => [
    {
      name: `user:${verb}`,
      summary:
        verb === 'disable' ? 'Disable a user: no sign-in; their sessions and streams end within 5 s.' : 'Enable a disabled user again.',
      options: [{ name: 'email', value: 'address', help: 'Their e-mail address.', required: true }],
      async run(ctx, opts) {
        const user = await memberByEmail(ctx.db, text(opts.email));
        await transaction(ctx, async (tx) => {
          await setMemberDisabled(tx, user.clientId, user.userId, verb === 'disable');
          await note(tx, user.clientId, verb === 'disable' ? 'user_disabled' : 'user_enabled', { user_id: user.userId, email: user.email });
        });
        return `${user.email} ${verb}d`;
      },
    },
    {
      name: `client:${verb}`,
      summary:
        verb === 'disable'
          ? 'Disable a client: none of its users can sign in; their sessions and streams end within 5 s.'
          : 'Enable a disabled client again.',
      options: [{ name: 'client', value: 'id', help: 'The client’s id (see `list`).', required: true }],
      async run(ctx, opts) {
        const clientId = idOption(opts.client, 'client');
        await transaction(ctx, async (tx) => {
          await setClientDisabled(tx, clientId, verb === 'disable');
          await note(tx, clientId, verb === 'disable' ? 'client_disabled' : 'client_enabled', { client_id: clientId });
        });
        return `client ${clientId} ${verb}d`;
      },
    },
  ]),
  {
    name: 'data:check',
    summary: 'Check every stored record, live and draft, against its current declaration; exit 1 if any does not fit.',
    options: [],
    async run(ctx) {
      const { text, ok } = describeDataReports(await checkStoredData(ctx.db, loadDeclarations(ctx.config.schemasDir)));
      return { stdout: text, code: ok ? 0 : 1 };
    },
  },
  {
    name: 'data:export',
    summary:
      'Print every stored record of a kind whole, live copy and draft, one JSON object per line (fields no longer declared included).',
    options: [
      { name: 'kind', value: 'kind', help: 'The kind, as its declaration names it (e.g. courses).', required: true },
      { name: 'client', value: 'id', help: 'Only this client’s records (see `list`).' },
    ],
    async run(ctx, opts) {
      const clientId = opts.client === undefined ? undefined : idOption(opts.client, 'client');
      return exportStoredData(ctx.db, loadDeclarations(ctx.config.schemasDir), text(opts.kind), clientId);
    },
  },
];
