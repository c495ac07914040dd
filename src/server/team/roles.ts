import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import { CLIENT_AREAS, WEBSITE_AREAS } from '../../shared/areas';
import type { Db } from '../db/connect';
import { clientRoles, users, websiteRoles, websites } from '../db/schema';
import type { Area, RoleName } from '../types';

export const ROLE_NAMES: readonly RoleName[] = ['viewer', 'maker', 'checker'];

/**
 * A user's roles as the team API speaks them (docs/product.md §6): per website for entities and
 * pages, per client for forms and people — each a list of role names.
 */
export interface RolesSpec {
  websites: Record<string, Partial<Record<Area, RoleName[]>>>;
  client: Partial<Record<Area, RoleName[]>>;
}

/** JSON Schema of a roles value, for the routes that take one. */
export const rolesSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    websites: {
      type: 'object',
      description: 'website_id → { ENTITY: [roles], PAGE: [roles] }',
      propertyNames: { pattern: '^[1-9][0-9]{0,9}$' },
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(
          WEBSITE_AREAS.map((a) => [a, { type: 'array', uniqueItems: true, maxItems: 3, items: { enum: [...ROLE_NAMES] } }]),
        ),
      },
    },
    client: {
      type: 'object',
      additionalProperties: false,
      description: '{ FORM: [roles], SPEAKERS: [roles] }',
      properties: Object.fromEntries(
        CLIENT_AREAS.map((a) => [a, { type: 'array', uniqueItems: true, maxItems: 3, items: { enum: [...ROLE_NAMES] } }]),
      ),
    },
  },
} as const;

const flags = (names: readonly RoleName[] = []) => ({
  isViewer: names.includes('viewer'),
  isMaker: names.includes('maker'),
  isChecker: names.includes('checker'),
});

/**
 * Replaces every role of a user with `spec`, in the caller's transaction. A website of another
 * client is refused naming it (the caller's own client's websites only, whatever ids are sent).
 */
export async function writeRoles(tx: Db, clientId: number, userId: number, spec: RolesSpec): Promise<void> {
  const ids = Object.keys(spec.websites ?? {}).map(Number);
  if (ids.length > 0) {
    const own = await tx
      .select({ id: websites.websiteId })
      .from(websites)
      .where(and(eq(websites.clientId, clientId), inArray(websites.websiteId, ids)));
    const known = new Set(own.map((w) => w.id));
    const stranger = ids.find((id) => !known.has(id));
    if (stranger !== undefined) {
      throw new AppError(
        'INVALID_FIELD',
        { reason: `roles.websites: website ${stranger} is not one of this client's websites.` },
        { field: 'roles' },
      );
    }
  }
  await tx.delete(websiteRoles).where(eq(websiteRoles.userId, userId));
  await tx.delete(clientRoles).where(eq(clientRoles.userId, userId));
  const siteRows = ids.flatMap((websiteId) =>
    WEBSITE_AREAS.flatMap((area) => {
      const names = spec.websites[String(websiteId)]?.[area] ?? [];
      return names.length > 0 ? [{ userId, websiteId, area, ...flags(names) }] : [];
    }),
  );
  const clientRows = CLIENT_AREAS.flatMap((area) => {
    const names = spec.client?.[area] ?? [];
    return names.length > 0 ? [{ userId, clientId, area, ...flags(names) }] : [];
  });
  if (siteRows.length > 0) await tx.insert(websiteRoles).values(siteRows);
  if (clientRows.length > 0) await tx.insert(clientRoles).values(clientRows);
}

const names = (r: { isViewer: boolean; isMaker: boolean; isChecker: boolean }): RoleName[] =>
  ROLE_NAMES.filter((n) => (n === 'viewer' ? r.isViewer : n === 'maker' ? r.isMaker : r.isChecker));

/** The roles of some users of a client, in the API's shape, by user id. */
export async function readRoles(db: Db, clientId: number, userIds: number[]): Promise<Map<number, RolesSpec>> {
  const out = new Map<number, RolesSpec>(userIds.map((id) => [id, { websites: {}, client: {} }]));
  if (userIds.length === 0) return out;
  const site = await db
    .select({
      userId: websiteRoles.userId,
      websiteId: websiteRoles.websiteId,
      area: websiteRoles.area,
      isViewer: websiteRoles.isViewer,
      isMaker: websiteRoles.isMaker,
      isChecker: websiteRoles.isChecker,
    })
    .from(websiteRoles)
    .innerJoin(websites, eq(websites.websiteId, websiteRoles.websiteId))
    .where(and(eq(websites.clientId, clientId), inArray(websiteRoles.userId, userIds)));
  for (const r of site) {
    const spec = out.get(r.userId);
    const list = names(r);
    if (spec && list.length > 0) (spec.websites[String(r.websiteId)] ??= {})[r.area as Area] = list;
  }
  const client = await db
    .select()
    .from(clientRoles)
    .where(and(eq(clientRoles.clientId, clientId), inArray(clientRoles.userId, userIds)));
  for (const r of client) {
    const spec = out.get(r.userId);
    const list = names(r);
    if (spec && list.length > 0) spec.client[r.area as Area] = list;
  }
  return out;
}

/** Every role on every website and area: what the first owner an operator invites gets. */
export async function allRoles(tx: Db, clientId: number): Promise<RolesSpec> {
  const sites = await tx.select({ id: websites.websiteId }).from(websites).where(eq(websites.clientId, clientId));
  const every = () => [...ROLE_NAMES];
  return {
    websites: Object.fromEntries(sites.map((s) => [String(s.id), Object.fromEntries(WEBSITE_AREAS.map((a) => [a, every()]))])),
    client: Object.fromEntries(CLIENT_AREAS.map((a) => [a, every()])),
  };
}

/**
 * Every role on a new website for the client's owners: owning the client means holding its websites,
 * those added after the owner was invited too.
 */
export async function grantOwners(tx: Db, clientId: number, websiteId: number): Promise<void> {
  const owners = await tx
    .select({ userId: users.userId })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.owner, true)));
  const rows = owners.flatMap((o) => WEBSITE_AREAS.map((area) => ({ userId: o.userId, websiteId, area, ...flags(ROLE_NAMES) })));
  if (rows.length > 0) await tx.insert(websiteRoles).values(rows).onConflictDoNothing();
}
