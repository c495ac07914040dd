import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';
import { AREAS, isClientArea } from '../../shared/areas';
import { authOf } from '../auth/authOf';
import type { Schema } from '../openapi/schemas';
import type { Area } from '../types';
import { internalKind } from './internalKinds';
import type { BlockRow, BlockScope } from './blocks';
import type { RefLabels } from './blockLabels';

export const SCOPE_RULE =
  'website_id is required unless the asset type is client-wide (FORM, SPEAKERS); the scope may come in the query or the body.';

export const scopeProps = {
  client_id: { type: 'integer', minimum: 1 },
  website_id: { type: 'integer', minimum: 1 },
  asset_type_name: { type: 'string', enum: AREAS.map((a) => a.name) },
} as const;

/** The changes a checker chose, each at the version they saw (the body form of the precondition). */
export const reviewedBlocksProp = {
  type: 'array',
  minItems: 1,
  maxItems: 10_000,
  description: 'The changes you reviewed, each with the version GET /api/cms/vcs/blocks showed; instead of If-Match.',
  items: {
    type: 'object',
    required: ['block_id', 'version'],
    properties: { block_id: { type: 'integer', minimum: 1 }, version: { type: 'integer', minimum: 1 } },
    additionalProperties: false,
  },
} as const;

type ScopeInput = { client_id?: number; website_id?: number; asset_type_name?: string };

/** Publish and reset take their scope from the query or the body (docs/product.md §7 names the parameters only). */
export function blockScope(request: FastifyRequest): BlockScope {
  const input = { ...(request.body as ScopeInput | undefined), ...(request.query as ScopeInput) };
  if (!input.asset_type_name) throw new AppError('MISSING_FIELD', { field: 'asset_type_name' }, { field: 'asset_type_name' });
  const area = input.asset_type_name as Area;
  const websiteId = isClientArea(area) ? null : (input.website_id ?? null);
  if (!isClientArea(area) && websiteId === null) {
    throw new AppError('MISSING_FIELD', { field: 'website_id' }, { field: 'website_id' });
  }
  return { clientId: authOf(request).clientId, websiteId, area };
}

/** A referenced record's name from the labels, when the field is a reference and its record has one. */
function refName(app: FastifyInstance, kind: string, field: string, value: unknown, labels: RefLabels): string | undefined {
  const target = app.registry.refsOf(kind).find((r) => r.field === field)?.target;
  const name = target && (typeof value === 'number' || typeof value === 'string') ? labels[target]?.[String(value)] : undefined;
  return name?.trim() ? name : undefined;
}

/**
 * A block as the review screens read it: its kind's label, its record's name and the id field. A
 * record named by a reference (a form on a page shows form 1033) is named by what it points at,
 * with its parent's name after it ("Contact form · About Us"), when the labels know them.
 */
export function presentBlock(app: FastifyInstance, b: BlockRow, labels: RefLabels = {}) {
  const decl = app.registry.find(b.kind) ?? internalKind(b.kind);
  const doc = b.after ?? b.before ?? {};
  const raw = decl ? (doc[decl.display] ?? null) : null;
  const named = decl && app.registry.has(b.kind) ? refName(app, b.kind, decl.display, raw, labels) : undefined;
  const parentField = decl?.parent?.field;
  const parent = named && parentField ? refName(app, b.kind, parentField, doc[parentField], labels) : undefined;
  return {
    ...b,
    kind_label: decl?.label.one ?? b.kind,
    record_label: named ? (parent ? `${named} · ${parent}` : named) : raw,
    id_field: decl?.id ?? null,
  };
}

export const counted = (name: string): Schema => ({
  type: 'object',
  required: [name],
  properties: { [name]: { type: 'integer', minimum: 0 } },
});
