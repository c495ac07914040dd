import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/authOf';
import { routeDoc } from '../openapi/routeDoc';
import type { Schema } from '../openapi/schemas';
import { retryTransaction } from '../resources/retrying';
import { actorOf, audit } from '../audit/audit';
import { clientById } from './organisation';
import { addMember, setMemberDisabled, teamOf, updateMember } from './members';
import { issueInvitation, mailInvitation } from './invitations';
import { rolesSchema, type RolesSpec } from './roles';

const id = { type: 'integer', minimum: 1 } as const;
const clientOnly = { type: 'object', properties: { client_id: id }, additionalProperties: false } as const;
const ownerGate = { gate: { owner: true } } as const;

const member: Schema = {
  type: 'object',
  required: ['user_id', 'email', 'name', 'owner', 'disabled', 'invited', 'roles'],
  properties: {
    user_id: id,
    email: { type: 'string' },
    name: { type: 'string' },
    owner: { type: 'boolean' },
    disabled: { type: 'boolean' },
    invited: { type: 'boolean', description: 'Invited and not yet signed in.' },
    roles: rolesSchema,
  },
};

/**
 * The owners' Team page (docs/operations.md, "Team"): the client's users and their roles, invitations,
 * role changes, disabling. Owners only, their own client only; every change is in the audit log.
 */
export async function teamRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.get(
    '/',
    {
      config: ownerGate,
      schema: {
        querystring: clientOnly,
        ...routeDoc({
          id: 'team_list',
          tag: 'team',
          summary: "The client's users and their roles",
          description:
            "Owners only. Every user of the caller's client: e-mail, name, owner, disabled, invited (not yet signed in) and roles per website (ENTITY, PAGE) and client area (FORM, SPEAKERS).",
          data: { type: 'array', items: member },
          errors: ['400', '401', '403'],
        }),
      },
    },
    async (request) => ({ data: await teamOf(db, authOf(request).clientId) }),
  );

  app.post<{ Body: { email: string; name?: string; owner?: boolean; roles?: RolesSpec } }>(
    '/invitations',
    {
      config: ownerGate,
      schema: {
        querystring: clientOnly,
        body: {
          type: 'object',
          required: ['email'],
          properties: {
            client_id: id,
            email: { type: 'string', minLength: 3, maxLength: 254 },
            name: { type: 'string', minLength: 1, maxLength: 120 },
            owner: { type: 'boolean', default: false },
            roles: rolesSchema,
          },
          additionalProperties: false,
        },
        ...routeDoc({
          id: 'team_invite',
          tag: 'team',
          summary: 'Invite a user with their roles (or send a new link)',
          description:
            "Owners only. Adds the user to the caller's client with the roles given and e-mails a one-time link to /invitation/<token> (valid 7 days) to choose a password. Inviting an address again that has not signed in yet sends a new link; the old one stops working. An address of another client, or of a member who already signed in, is refused.",
          data: { type: 'object', required: ['user_id'], properties: { user_id: id } },
          status: 201,
          errors: ['400', '401', '403'],
        }),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const client = await clientById(db, auth.clientId);
      const invited = await retryTransaction(() =>
        db.transaction(async (tx) => {
          const user = await addMember(tx, {
            clientId: auth.clientId,
            email: request.body.email,
            name: request.body.name,
            owner: request.body.owner ?? false,
            roles: request.body.roles ?? { websites: {}, client: {} },
          });
          await audit(tx, {
            ...actorOf(request),
            action: 'invitation',
            target: { user_id: user.userId, email: user.email, owner: request.body.owner ?? false, roles: request.body.roles ?? null },
          });
          return { ...user, link: await issueInvitation(tx, app.config, user.userId, auth.userId) };
        }),
      );
      await mailInvitation(app.mailer, invited, client.fullName, invited.link);
      return reply.status(201).send({ data: { user_id: invited.userId } });
    },
  );

  const userParams = { type: 'object', required: ['user_id'], properties: { user_id: id } } as const;

  app.put<{ Params: { user_id: number }; Body: { owner?: boolean; roles?: RolesSpec } }>(
    '/users/:user_id',
    {
      config: ownerGate,
      schema: {
        params: userParams,
        querystring: clientOnly,
        body: {
          type: 'object',
          properties: { client_id: id, owner: { type: 'boolean' }, roles: rolesSchema },
          additionalProperties: false,
        },
        ...routeDoc({
          id: 'team_update',
          tag: 'team',
          summary: "Change a user's ownership and roles",
          description:
            "Owners only. roles replaces all of the user's roles; they apply on the user's next request. The last active owner cannot stop being one (409).",
          data: member,
          errors: ['400', '401', '403', '404', '409'],
        }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      await retryTransaction(() =>
        db.transaction(async (tx) => {
          const target = await updateMember(tx, auth.clientId, request.params.user_id, request.body);
          await audit(tx, {
            ...actorOf(request),
            action: 'roles_changed',
            target: { user_id: target.userId, email: target.email, owner: request.body.owner ?? null, roles: request.body.roles ?? null },
          });
        }),
      );
      return { data: (await teamOf(db, auth.clientId)).find((u) => u.user_id === request.params.user_id) };
    },
  );

  for (const disabled of [true, false]) {
    app.post<{ Params: { user_id: number } }>(
      `/users/:user_id/${disabled ? 'disable' : 'enable'}`,
      {
        config: ownerGate,
        schema: {
          params: userParams,
          querystring: clientOnly,
          body: { anyOf: [{ type: 'null' }, clientOnly] },
          ...routeDoc({
            id: disabled ? 'team_disable' : 'team_enable',
            tag: 'team',
            summary: disabled ? 'Disable a user' : 'Enable a user again',
            description: disabled
              ? 'Owners only. The user cannot sign in, their sessions end and their event streams close within 5 s; their pending invitation stops working. The last active owner cannot be disabled (409).'
              : 'Owners only. The user can sign in again with their password.',
            data: member,
            errors: ['400', '401', '403', '404', '409'],
          }),
        },
      },
      async (request) => {
        const auth = authOf(request);
        await retryTransaction(() =>
          db.transaction(async (tx) => {
            const target = await setMemberDisabled(tx, auth.clientId, request.params.user_id, disabled);
            await audit(tx, {
              ...actorOf(request),
              action: disabled ? 'user_disabled' : 'user_enabled',
              target: { user_id: target.userId, email: target.email },
            });
          }),
        );
        return { data: (await teamOf(db, auth.clientId)).find((u) => u.user_id === request.params.user_id) };
      },
    );
  }
}
