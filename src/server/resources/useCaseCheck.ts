import { AppError } from '../../shared/errors';
import type { Declaration } from '../../shared/registry';
import { kindFitsUseCase } from '../../shared/rules/useCaseFit';
import type { UseCase } from '../../shared/rules/types';
import type { AuthContext } from '../types';

/** Refuses (404, naming the kind and the use case) a call of a kind the website's use case does not have. */
export function requireUseCase(auth: AuthContext, decl: Declaration, websiteId: number | null): void {
  if (decl.scope === 'client' || websiteId === null) return;
  const useCase = auth.websiteUseCases.get(websiteId) as UseCase | undefined;
  // A website the caller has no role on is refused by tenancy first; nothing to say about it here.
  if (useCase === undefined) return;
  if (!kindFitsUseCase(decl, useCase)) throw new AppError('KIND_NOT_FOR_USE_CASE', { kind: decl.label.many, use_case: useCase });
}
