import { AppError } from '../../shared/errors';
import type { Declaration } from '../../shared/registry';
import type { Doc } from '../resources/recordShape';
import { freeFormField } from '../../shared/declarationFields';

/**
 * page_utils' `changes` onto a page's working copy. The Edit Website screen speaks of a page's
 * title and sections; the declaration stores them as its display field and its free-form object
 * field (the one that allows any property), so both are found from the declaration, not named.
 * Any other field of the declaration's schema may be changed as is; unknown names are refused.
 */
export function applyPageChanges(decl: Declaration, current: Doc, changes: Doc): Doc {
  const props = decl.schema.properties;
  const displayObject = freeFormField(decl);
  const next: Doc = { ...current };
  for (const [name, value] of Object.entries(changes)) {
    if (name === 'page_title') {
      next[decl.display] = value;
    } else if (name === 'sections' && displayObject) {
      next[displayObject] = { ...asDoc(current[displayObject]), sections: value };
    } else if (name === displayObject) {
      // Merged as a JSON merge patch (RFC 7396, one level): saving one part keeps the others, null removes a part.
      next[name] = value === null ? value : mergePatch(asDoc(current[name]), asDoc(value, name));
    } else if (name in props) {
      next[name] = value;
    } else {
      throw new AppError('UNKNOWN_FIELD', { field: `changes.${name}` }, { field: `changes.${name}` });
    }
  }
  return next;
}

function mergePatch(current: Doc, patch: Doc): Doc {
  const out: Doc = { ...current, ...patch };
  for (const [key, value] of Object.entries(patch)) if (value === null) delete out[key];
  return out;
}

function asDoc(value: unknown, field?: string): Doc {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Doc;
  if (field) throw new AppError('INVALID_FIELD', { reason: `changes.${field} must be an object.` }, { field: `changes.${field}` });
  return {};
}
