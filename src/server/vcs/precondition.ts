import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';
import type { Registry } from '../../shared/registry';
import type { Db } from '../db/connect';
import { blockName } from './blockName';
import { blocksById, lockPendingBlocks, type BlockRow, type BlockScope } from './blocks';
import { rememberedSet } from './pendingSet';

/** One change a checker names, with the version they saw. */
export interface NamedBlock {
  block_id: number;
  version: number;
}

/**
 * What a publish, reset or schedule says the checker reviewed (RFC 9110 §13.1.1 conditional request):
 * the whole pending set behind an ETag, or a chosen set of changes with their versions.
 */
export type Reviewed = { etags: string[] } | { blocks: NamedBlock[] };

/** One way in which what was reviewed differs from what is pending now. */
export interface Moved {
  block_id: number;
  record: string;
  what: 'changed' | 'gone' | 'added';
  version?: number;
  current_version?: number;
}

/**
 * Reads the precondition of a request: If-Match (a list of strong tags; `*` says nothing about what
 * was seen) or `blocks` in the body, never both. Without one the answer is 428.
 */
export function reviewedOf(request: FastifyRequest): Reviewed {
  const header = request.headers['if-match'];
  const blocks = (request.body as { blocks?: NamedBlock[] } | null | undefined)?.blocks;
  if (header !== undefined && blocks !== undefined) {
    throw new AppError(
      'INVALID_FIELD',
      { reason: 'Send either If-Match (everything you were shown) or blocks (the changes you chose), not both.' },
      { field: 'blocks' },
    );
  }
  if (blocks !== undefined) {
    const seen = new Set<number>();
    for (const b of blocks) {
      if (seen.has(b.block_id)) {
        throw new AppError('INVALID_FIELD', { reason: `blocks names change ${b.block_id} twice.` }, { field: 'blocks' });
      }
      seen.add(b.block_id);
    }
    return { blocks };
  }
  const etags = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  if (etags.length === 0 || etags.includes('*')) throw new AppError('PRECONDITION_REQUIRED');
  return { etags };
}

/** The named changes that are no longer pending, each named by its record (never another client's). */
async function goneOf(tx: Db, registry: Registry, scope: BlockScope, ids: number[]): Promise<Moved[]> {
  const named = new Map((await blocksById(tx, scope, ids)).map((b) => [b.block_id, b]));
  return ids.map((id) => {
    const block = named.get(id);
    return { block_id: id, record: block ? blockName(registry, block) : `Change ${id}`, what: 'gone' };
  });
}

function refuseMoved(moved: Moved[]): never {
  const sentence = (m: Moved) =>
    m.what === 'added'
      ? `${m.record} was sent for review since.`
      : m.what === 'gone'
        ? `${m.record} is no longer waiting for review.`
        : `${m.record} was saved again (version ${m.version} → ${m.current_version}).`;
  throw new AppError('PRECONDITION_FAILED', { details: moved.map(sentence).join(' ') }, { details: { moved } });
}

/**
 * The pending blocks a checker reviewed, locked in id order, or 412 naming every change that moved
 * since: a named one saved again or no longer pending, or — for an ETag — one that arrived since.
 */
export async function lockReviewed(tx: Db, registry: Registry, scope: BlockScope, reviewed: Reviewed): Promise<BlockRow[]> {
  if ('blocks' in reviewed) {
    const wanted = new Map(reviewed.blocks.map((b) => [b.block_id, b.version]));
    const locked = await lockPendingBlocks(tx, scope, [...wanted.keys()]);
    const byId = new Map(locked.map((b) => [b.block_id, b]));
    const moved: Moved[] = [
      ...(await goneOf(
        tx,
        registry,
        scope,
        [...wanted.keys()].filter((id) => !byId.has(id)),
      )),
      ...locked
        .filter((b) => b.version !== wanted.get(b.block_id))
        .map((b): Moved => ({
          block_id: b.block_id,
          record: blockName(registry, b),
          what: 'changed',
          version: wanted.get(b.block_id),
          current_version: b.version,
        })),
    ];
    if (moved.length > 0) refuseMoved(moved);
    return locked;
  }
  const locked = await lockPendingBlocks(tx, scope);
  let shown: Map<number, number> | undefined;
  for (const etag of reviewed.etags) {
    const items = await rememberedSet(tx, scope, etag);
    if (items) {
      shown = new Map(items);
      break;
    }
  }
  if (!shown) {
    throw new AppError('PRECONDITION_FAILED', {
      details: `The list you reviewed (If-Match ${reviewed.etags.join(', ')}) is not one this server showed for this scope, or it is too old.`,
    });
  }
  const now = new Map(locked.map((b) => [b.block_id, b]));
  const moved: Moved[] = [
    ...(await goneOf(
      tx,
      registry,
      scope,
      [...shown.keys()].filter((id) => !now.has(id)),
    )),
    ...locked.flatMap((b): Moved[] => {
      const version = shown.get(b.block_id);
      if (version === undefined)
        return [{ block_id: b.block_id, record: blockName(registry, b), what: 'added', current_version: b.version }];
      if (version !== b.version) {
        return [{ block_id: b.block_id, record: blockName(registry, b), what: 'changed', version, current_version: b.version }];
      }
      return [];
    }),
  ];
  if (moved.length > 0) refuseMoved(moved);
  return locked;
}
