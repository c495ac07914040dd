import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import { kindFitsUseCase } from '../../shared/rules/useCaseFit';
import type { UseCase } from '../../shared/rules/types';
import type { Db } from '../db/connect';
import { websites } from '../db/schema';
import type { BlockRow, BlockScope } from './blocks';

/**
 * A website's change-set may not publish records of a kind its use case does not have (only old
 * data or a changed declaration could hold such a block): refused with the kind named, nothing written.
 */
export async function refuseKindsOutsideUseCase(tx: Db, app: FastifyInstance, scope: BlockScope, blocks: BlockRow[]): Promise<void> {
  if (scope.websiteId === null) return;
  const [site] = await tx.select({ usecase: websites.usecaseCode }).from(websites).where(eq(websites.websiteId, scope.websiteId));
  if (!site) return;
  const useCase = site.usecase as UseCase;
  for (const block of blocks) {
    const decl = app.registry.find(block.kind);
    if (decl && !kindFitsUseCase(decl, useCase)) throw new AppError('KIND_NOT_FOR_USE_CASE', { kind: decl.label.many, use_case: useCase });
  }
}
