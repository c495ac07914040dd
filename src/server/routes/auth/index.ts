import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AppError } from '../../../shared/errors';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords';
import { createSession, revokeSession } from '../../auth/sessions';
import { attemptFailed, attemptSucceeded, beginAttempt } from './loginThrottle';
import { clearSessionCookies, setSessionCookies } from './cookies';
import { changePassword, queueResetRequest, resetPassword, throttleResetRequest } from './passwordFlows';
import { authOf } from '../../auth/authOf';

const emailField = { type: 'string', minLength: 3, maxLength: 254 } as const;
const passwordField = { type: 'string', minLength: 1, maxLength: 1024 } as const;
const body = (properties: Record<string, unknown>, required: string[]) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.post<{ Body: { email: string; password: string } }>(
    '/login',
    { config: { public: true }, schema: { body: body({ email: emailField, password: passwordField }, ['email', 'password']) } },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      await beginAttempt(db, app.config, email);
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      // Unknown addresses pay the same hashing cost and get the same answer as a wrong password.
      const ok = user
        ? await verifyPassword(request.body.password, user.passwordHash)
        : (await verifyPassword(request.body.password, await dummyPasswordHash()), false);
      if (!ok || !user) {
        await attemptFailed(db, app.config, email);
        throw new AppError('BAD_CREDENTIALS');
      }
      await attemptSucceeded(db, email);
      const token = await createSession(db, app.config, user.userId);
      setSessionCookies(reply, app.config, token, user.userId);
      return { data: { token, user_id: user.userId, client_id: user.clientId } };
    },
  );

  app.post('/logout', async (request, reply) => {
    await revokeSession(db, authOf(request).tokenHash);
    clearSessionCookies(reply, app.config);
    return { data: { ok: true } };
  });

  app.get('/me', async (request) => {
    const auth = authOf(request);
    return { data: { user_id: auth.userId, email: auth.email, name: auth.name, client_id: auth.clientId } };
  });

  app.post<{ Body: { email: string } }>(
    '/forgot-password',
    { config: { public: true }, schema: { body: body({ email: emailField }, ['email']) } },
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
        params: { type: 'object', properties: { token: { type: 'string', minLength: 10, maxLength: 200 } } },
        body: body({ newPassword: passwordField, token: { type: 'string', maxLength: 200 } }, ['newPassword']),
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
