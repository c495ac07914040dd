import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';
import type { Declaration } from '../../shared/registry';
import type { Scope } from './store';
import { authOf } from '../auth/authOf';

type Bag = Record<string, unknown>;

const bag = (value: unknown): Bag => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Bag) : {});

function positiveInt(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new AppError('INVALID_FIELD', { reason: `${field} must be a positive whole number.` }, { field });
  }
  return n;
}

/** Client from the session (tenancy already refused another one); website from query or body. */
export function scopeOf(decl: Declaration, request: FastifyRequest): Scope {
  const query = bag(request.query);
  const body = bag(request.body);
  if (decl.scope === 'client') return { clientId: authOf(request).clientId, websiteId: null };
  const websiteId = positiveInt(query.website_id ?? body.website_id, 'website_id');
  if (websiteId === undefined) throw new AppError('MISSING_FIELD', { field: 'website_id' }, { field: 'website_id' });
  return { clientId: authOf(request).clientId, websiteId };
}

/** The record id: a {id} path segment, else the kind's id field or `id` in the query or body. */
export function idOf(decl: Declaration, request: FastifyRequest): number {
  const params = bag(request.params);
  const query = bag(request.query);
  const body = bag(request.body);
  const id = positiveInt(params.id ?? query[decl.id] ?? query.id ?? body[decl.id] ?? body.id, decl.id);
  if (id === undefined) throw new AppError('MISSING_FIELD', { field: decl.id }, { field: decl.id });
  return id;
}

/** The version the client last saw: body, query or an If-Match header. */
export function versionOf(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  const raw =
    bag(request.body).version ?? bag(request.query).version ?? (typeof header === 'string' ? header.replace(/"/g, '') : undefined);
  return positiveInt(raw, 'version');
}
