import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '../../vendor/rjsfValidator';
import loaders from 'virtual:kind-validators';
import type { Declaration } from '../../../shared/registry';
import { localizeErrors } from './localizeErrors';

const loaded = new Map<string, Promise<ValidatorType>>();

/**
 * The validator of a kind's record form: its ajv validators compiled at build time (one chunk per
 * kind, loaded with its edit page), worded like the server. A registry the build did not see (a
 * test's own declarations) gets the field-by-field validator built from the same format checks.
 */
export function kindValidator(decl: Declaration): Promise<ValidatorType> {
  const load = loaders[decl.kind];
  // Its module (and every format's compiled check) loads only for such a registry.
  if (!load) return import('./fieldChecksValidator').then((m) => m.fieldChecksValidator);
  let found = loaded.get(decl.kind);
  if (!found) {
    found = load().then((mod): ValidatorType =>
      createPrecompiledValidator(mod.default, decl.schema as unknown as RJSFSchema, localizeErrors),
    );
    loaded.set(decl.kind, found);
  }
  return found;
}
