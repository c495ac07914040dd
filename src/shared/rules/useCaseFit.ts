import type { Scope } from '../enums';
import type { UseCase } from './types';

/**
 * Whether a kind exists on a website of this use case: client-wide kinds (forms, people, course
 * categories…) belong to every website; a website-scoped kind only to the use cases it lists.
 * The server refuses every call of a kind that does not fit; the console neither links to it nor
 * opens its routes.
 */
export function kindFitsUseCase(decl: { scope: Scope; useCases: 'ALL' | readonly UseCase[] }, useCase: UseCase | undefined): boolean {
  if (decl.scope === 'client') return true;
  if (useCase === undefined) return false;
  return decl.useCases === 'ALL' || decl.useCases.includes(useCase);
}
