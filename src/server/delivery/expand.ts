import { sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import { fieldEquals, liveCopy } from '../resources/listQuery';
import { kindFitsUseCase } from '../../shared/rules/useCaseFit';
import type { UseCase } from '../../shared/rules/types';
import type { Declaration, FieldRef, Registry } from '../../shared/registry';
import type { Db } from '../db/connect';
import type { Doc } from '../resources/recordShape';
import { deliveryRows, type DeliveryScope } from './deliveryQuery';

/** Children embedded in a read, per child kind: enough for a page's form mappings or a product's prices. */
export const CHILDREN_LIMIT = 100;

export interface DeliveryContext {
  db: Db;
  registry: Registry;
  scope: DeliveryScope;
  useCase: string;
  /** Turns the uploaded files of documents of a kind into signed links (src/server/delivery/fileLinks.ts). */
  sign: (decl: Declaration, docs: Doc[]) => void;
}

/** Whether a token of this website reads the kind at all: the website's use case has it, or it is client-wide. */
export const delivered = (ctx: Pick<DeliveryContext, 'useCase'>, decl: Declaration) => kindFitsUseCase(decl, ctx.useCase as UseCase);

/** The top-level references of a kind that a token may follow (their target kind is delivered to it too). */
function expandable(ctx: DeliveryContext, decl: Declaration): FieldRef[] {
  return ctx.registry.refsOf(decl.kind).filter((r) => !r.field.includes('.') && delivered(ctx, ctx.registry.get(r.target)));
}

/** `expand=a,b` or `expand=*`: the reference fields to resolve, each checked against the kind's. */
export function expandFields(ctx: DeliveryContext, decl: Declaration, raw: string | undefined): FieldRef[] {
  if (raw === undefined || raw.trim() === '') return [];
  const refs = expandable(ctx, decl);
  if (raw.trim() === '*') return refs;
  return raw.split(',').map((name) => {
    const ref = refs.find((r) => r.field === name.trim());
    if (ref) return ref;
    const known = refs.map((r) => r.field).join(', ') || 'none';
    throw new AppError(
      'INVALID_QUERY',
      { field: 'expand', reason: `${name.trim()} is not a reference of ${decl.label.many} (${known}).` },
      {
        field: 'expand',
      },
    );
  });
}

const idsIn = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number' && Number.isSafeInteger(v));

/**
 * Replaces each chosen reference of the documents by the live record it names (one query per field),
 * one level deep; an id with no live record becomes null (or drops out of a list).
 */
export async function expandRefs(ctx: DeliveryContext, decl: Declaration, docs: Doc[], refs: FieldRef[]): Promise<void> {
  for (const ref of refs) {
    const target = ctx.registry.get(ref.target);
    const ids = [...new Set(docs.flatMap((d) => idsIn(d[ref.field])))];
    if (ids.length === 0) continue;
    const found = await deliveryRows(
      ctx.db,
      ctx.registry,
      target,
      ctx.scope,
      sql`record_id = ANY(${`{${ids.join(',')}}`}::bigint[])`,
      ids.length,
    );
    ctx.sign(target, found);
    const byId = new Map(found.map((doc) => [doc[target.id], doc]));
    for (const doc of docs) {
      const value = doc[ref.field];
      if (value === undefined || value === null) continue;
      doc[ref.field] = ref.many ? idsIn(value).flatMap((id) => byId.get(id) ?? []) : (byId.get(value) ?? null);
    }
  }
}

/**
 * A read's child kinds (a page's SEO and form mappings, a course's programs), each with its own
 * references resolved — so a page comes with the forms it maps. A singleton child is one document or null.
 */
export async function embedChildren(ctx: DeliveryContext, decl: Declaration, doc: Doc): Promise<void> {
  for (const child of ctx.registry.children(decl.kind)) {
    if (!child.parent || !delivered(ctx, child)) continue;
    const found = await deliveryRows(
      ctx.db,
      ctx.registry,
      child,
      ctx.scope,
      fieldEquals(child, child.parent.field, doc[decl.id], liveCopy),
      child.singleton ? 1 : CHILDREN_LIMIT,
    );
    ctx.sign(child, found);
    await expandRefs(
      ctx,
      child,
      found,
      expandable(ctx, child).filter((r) => r.target !== decl.kind),
    );
    doc[child.kind] = child.singleton ? (found[0] ?? null) : found;
  }
}
