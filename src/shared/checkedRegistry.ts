import { checkDeclarations, type CheckOptions } from './declarationChecks';
import { DeclarationError, Registry, type DeclarationFile } from './registry';

/**
 * A Registry of declarations that have passed every check, or a DeclarationError listing all
 * problems: the whole set is refused when any declaration is broken. `records: true` also
 * compiles every record schema and checks the seed samples (what CI does; slower).
 */
export function checkedRegistry(entries: DeclarationFile[], options: CheckOptions = { records: false }): Registry {
  const problems = checkDeclarations(entries, options);
  if (problems.length > 0) throw new DeclarationError(problems);
  return new Registry(entries);
}
