import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { clients, users } from '../db/schema';
import { audit } from '../audit/audit';
import { acceptInvitation } from '../team/invitations';
import { hitThrottle } from './throttle';
import { AppError } from '../../shared/errors';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { createSession, revokeSession } from './sessions';
import { attemptFailed, attemptSucceeded, beginAttempt } from './loginThrottle';
import { clearSessionCookies, setSessionCookies } from './cookies';
import { changePassword, queueResetRequest, resetPassword, throttleResetRequest } from './passwordFlows';
import { authOf } from './authOf';
import { routeDoc } from '../openapi/routeDoc';
import { ref } from '../openapi/schemas';

const emailField = { type: 'string', minLength: 3, maxLength: 254 } as const;
const passwordField = { type: 'string', minLength: 1, maxLength: 1024 } as const;
const int = { type: 'integer', minimum: 1 } as const;
const ok = ref('schemas', 'Ok');
const body = (properties: Record<string, unknown>, required: string[]) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.post<{ Body: { email: string; password: string } }>(
    '/login',
    {
      config: { public: true },
      schema: {
        body: body({ email: emailField, password: passwordField }, ['email', 'password']),
        ...routeDoc({
          id: 'auth_login',
          tag: 'auth',
          summary: 'Sign in',
          description:
            'Answers a bearer token for API clients and also sets the HttpOnly auth cookie (dev_auth outside production) and the readable userId cookie. Repeated failures for one address are slowed down, then refused (429).',
          public: true,
          data: {
            type: 'object',
            required: ['token', 'user_id', 'client_id'],
            properties: { token: { type: 'string' }, user_id: int, client_id: int },
          },
          errors: ['400', '401', '429'],
        }),
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      await beginAttempt(db, app.config, email);
      const [user] = await db
        .select({
          userId: users.userId,
          clientId: users.clientId,
          name: users.name,
          passwordHash: users.passwordHash,
          disabledAt: users.disabledAt,
          clientDisabledAt: clients.disabledAt,
        })
        .from(users)
        .innerJoin(clients, eq(clients.clientId, users.clientId))
        .where(eq(users.email, email))
        .limit(1);
      // Unknown addresses, and invited users without a password yet, pay the same hashing cost and get
      // the same answer as a wrong password.
      const ok =
        user && user.passwordHash !== ''
          ? await verifyPassword(request.body.password, user.passwordHash)
          : (await verifyPassword(request.body.password, await dummyPasswordHash()), false);
      if (!ok || !user) {
        await attemptFailed(db, app.config, email);
        await audit(db, {
          clientId: user?.clientId ?? null,
          userId: user?.userId ?? null,
          userName: user?.name ?? null,
          action: 'sign_in_failed',
          target: { email },
          address: request.ip,
        });
        throw new AppError('BAD_CREDENTIALS');
      }
      await attemptSucceeded(db, email);
      // The password was right: a disabled account may be told so (an owner can enable it again).
      if (user.disabledAt || user.clientDisabledAt) {
        await audit(db, {
          clientId: user.clientId,
          userId: user.userId,
          userName: user.name,
          action: 'sign_in_failed',
          target: { email, reason: 'disabled' },
          address: request.ip,
        });
        throw new AppError('ACCOUNT_DISABLED');
      }
      const token = await createSession(db, app.config, user.userId);
      setSessionCookies(reply, app.config, token, user.userId);
      await audit(db, {
        clientId: user.clientId,
        userId: user.userId,
        userName: user.name,
        action: 'sign_in',
        target: { email },
        address: request.ip,
      });
      return { data: { token, user_id: user.userId, client_id: user.clientId } };
    },
  );

  const logoutDoc = routeDoc({
    id: 'auth_logout',
    tag: 'auth',
    summary: 'Sign out',
    description: 'Revokes the session on the server and clears the session cookies.',
    data: ok,
    errors: ['401'],
  });
  app.post('/logout', { schema: logoutDoc }, async (request, reply) => {
    await revokeSession(db, authOf(request).tokenHash);
    // Its event streams on this node end now; other nodes' within their next check.
    app.eventStreams.endSession(authOf(request).tokenHash);
    clearSessionCookies(reply, app.config);
    return { data: { ok: true } };
  });

  app.post<{ Body: { token: string; password: string } }>(
    '/invitation',
    {
      config: { public: true },
      schema: {
        body: body({ token: { type: 'string', minLength: 10, maxLength: 200 }, password: passwordField }, ['token', 'password']),
        ...routeDoc({
          id: 'auth_invitation',
          tag: 'auth',
          summary: 'Accept an invitation: choose a password and sign in',
          description:
            'The token is the last part of the /invitation/<token> link an owner or operator sent. It works once, for 7 days. The password follows the password rules; the answer signs in as /login does. Throttled per source address like password reset (429).',
          public: true,
          data: {
            type: 'object',
            required: ['token', 'user_id', 'client_id'],
            properties: { token: { type: 'string' }, user_id: int, client_id: int },
          },
          errors: ['400', '429'],
        }),
      },
    },
    async (request, reply) => {
      const window = { max: app.config.resetMaxPerSource, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
      if (!(await hitThrottle(db, `invitation-ip:${request.ip}`, window)).allowed) throw new AppError('RATE_LIMITED');
      const { userId, clientId } = await acceptInvitation(db, request.body.token, request.body.password);
      const token = await createSession(db, app.config, userId);
      setSessionCookies(reply, app.config, token, userId);
      await audit(db, { clientId, userId, action: 'invitation_accepted', target: { user_id: userId }, address: request.ip });
      return { data: { token, user_id: userId, client_id: clientId } };
    },
  );

  const meDoc = routeDoc({
    id: 'auth_me',
    tag: 'auth',
    summary: 'The signed-in user',
    description: 'Who the session or token belongs to, and their client.',
    data: {
      type: 'object',
      required: ['user_id', 'email', 'name', 'client_id', 'owner'],
      properties: {
        user_id: int,
        email: { type: 'string' },
        name: { type: 'string' },
        client_id: int,
        owner: { type: 'boolean', description: 'Owns the client: manages its team and reads its audit log.' },
      },
    },
    errors: ['401'],
  });
  app.get('/me', { schema: meDoc }, async (request) => {
    const auth = authOf(request);
    return { data: { user_id: auth.userId, email: auth.email, name: auth.name, client_id: auth.clientId, owner: auth.owner } };
  });

  app.post<{ Body: { email: string } }>(
    '/forgot-password',
    {
      config: { public: true },
      schema: {
        body: body({ email: emailField }, ['email']),
        ...routeDoc({
          id: 'auth_forgotPassword',
          tag: 'auth',
          summary: 'Send a password reset link',
          description:
            'Answers the same whether or not the address exists; the e-mail is sent after the answer. Limited per address and per client IP (429).',
          public: true,
          data: ok,
          errors: ['400', '429'],
        }),
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      await throttleResetRequest(app, email, request.ip);
      queueResetRequest(app, email);
      return { data: { ok: true } };
    },
  );

  app.post<{ Params: { token: string }; Body: { newPassword: string; token?: string } }>(
    '/reset-password/:token',
    {
      config: { public: true },
      schema: {
        params: { type: 'object', required: ['token'], properties: { token: { type: 'string', minLength: 10, maxLength: 200 } } },
        body: body({ newPassword: passwordField, token: { type: 'string', maxLength: 200 } }, ['newPassword']),
        ...routeDoc({
          id: 'auth_resetPassword',
          tag: 'auth',
          summary: 'Set a new password with a reset token',
          description: 'The token comes from the reset e-mail and works once; every session of the user ends.',
          public: true,
          data: ok,
          errors: ['400'],
        }),
      },
    },
    async (request) => {
      await resetPassword(app, request.params.token, request.body.newPassword);
      return { data: { ok: true } };
    },
  );

  app.post<{ Body: { current_password: string; new_password: string; confirm_new_password: string } }>(
    '/change-password',
    {
      schema: {
        body: body({ current_password: passwordField, new_password: passwordField, confirm_new_password: passwordField }, [
          'current_password',
          'new_password',
          'confirm_new_password',
        ]),
        ...routeDoc({
          id: 'auth_changePassword',
          tag: 'auth',
          summary: 'Change the password',
          description: 'Needs the current password; the other sessions end and this one is renewed (a new token and cookie).',
          data: { type: 'object', required: ['ok', 'token'], properties: { ok: { const: true }, token: { type: 'string' } } },
          errors: ['400', '401'],
        }),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const token = await changePassword(app, auth.userId, request.body);
      setSessionCookies(reply, app.config, token, auth.userId);
      return { data: { ok: true, token } };
    },
  );
}
