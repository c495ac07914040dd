import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authOf } from '../../../src/server/auth/authOf';
import type { AuthContext } from '../../../src/server/types';

describe('authOf', () => {
  it('gives the session of an authenticated request', () => {
    const auth = { userId: 7, clientId: 1 } as AuthContext;
    expect(authOf({ auth } as FastifyRequest)).toBe(auth);
  });

  it('refuses with 401 (not a crash) when a route was mounted without a session', () => {
    expect(() => authOf({ auth: null } as FastifyRequest)).toThrow(expect.objectContaining({ code: 'NOT_SIGNED_IN' }));
  });
});
