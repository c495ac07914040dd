import type { Config } from './config';
import type { Database } from './db/connect';
import type { Mailer } from './mail/mailer';
import type { Registry } from '../shared/registry';

export type Area = 'ENTITY' | 'PAGE' | 'FORM' | 'SPEAKERS';
export type RoleName = 'viewer' | 'maker' | 'checker';
export interface RoleFlags {
  isViewer: boolean;
  isMaker: boolean;
  isChecker: boolean;
}

/** Who is calling, resolved once per request by the auth plugin. */
export interface AuthContext {
  userId: number;
  clientId: number;
  email: string;
  name: string;
  /** Owns the client: manages its team and reads its audit log. */
  owner: boolean;
  tokenHash: string;
  /** How the caller came: a cookie or bearer session, or the server itself (a scheduled publish, with its scheduler's roles). */
  via: 'cookie' | 'bearer' | 'system';
  /** websiteId → ENTITY/PAGE roles. */
  websiteRoles: Map<number, Partial<Record<Area, RoleFlags>>>;
  /** websiteId → its use case (EDU, EVT, SPC, HAF), which decides the kinds it has. */
  websiteUseCases: Map<number, string>;
  /** FORM/SPEAKERS roles on the user's client. */
  clientRoles: Partial<Record<Area, RoleFlags>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    registry: Registry;
    /** Told to stop: /healthz answers 503 while the node drains (src/server/stopOnSignals.ts). */
    draining: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** This answer's script nonce, for a page whose server render may write scripts (plugins/console.ts, plugins/security.ts). */
    cspNonce: string | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a session (sign-in, reset, public reference data). */
    public?: boolean;
    /** The delivery API: a website token instead of a session (src/server/delivery/routes.ts). */
    delivery?: boolean;
  }
}
