import { AppError } from '../../shared/errors';
import type { Declaration } from '../../shared/registry';
import { sameData } from '../../shared/rules/sameData';
import { metaFields, type Doc } from './recordShape';

/**
 * Top-level keys a record holds that its declaration no longer declares (a field renamed or removed
 * without a declared migration). A kind open to any key (additionalProperties: true) has none: its
 * extra keys are its data.
 */
export function undeclaredKeys(decl: Declaration, stored: Doc): string[] {
  if (decl.schema.additionalProperties === true) return [];
  const meta = metaFields(decl);
  return Object.keys(stored).filter((key) => !(key in decl.schema.properties) && !meta.has(key));
}

/**
 * The body a save is validated with: an undeclared key sent back as it is stored (a script that
 * PUTs what it read) is no change and is left out; a new or changed one is refused by name, since
 * a value the declaration does not describe cannot be checked. Any other unknown key stays, for
 * the validator's "Unknown field" (typos never vanish silently).
 */
export function withoutSentBack(decl: Declaration, body: Doc, current: Doc): Doc {
  const kept = new Set(undeclaredKeys(decl, current));
  const out: Doc = {};
  for (const [key, value] of Object.entries(body)) {
    if (!kept.has(key)) out[key] = value;
    else if (!sameData(value, current[key])) {
      throw new AppError(
        'INVALID_FIELD',
        { reason: `${key} is no longer declared: its stored value is kept as it is and cannot be changed.` },
        { field: key },
      );
    }
  }
  return out;
}

/**
 * Nothing vanishes on save (docs/declarations.md "Changing a declaration"): the stored values of
 * fields no longer declared go with the new data until a declared `dropped` removes them.
 */
export function keepUndeclared(decl: Declaration, data: Doc, current: Doc): Doc {
  const keys = undeclaredKeys(decl, current).filter((key) => !(key in data) && !(decl.dropped ?? []).includes(key));
  if (keys.length === 0) return data;
  const out = { ...data };
  for (const key of keys) out[key] = current[key];
  return out;
}

/** The body without keys its declaration does not declare, for the checks made before the stored record is read. */
export function declaredOnly(decl: Declaration, body: Doc): Doc {
  if (decl.schema.additionalProperties === true) return body;
  const meta = metaFields(decl);
  return Object.fromEntries(Object.entries(body).filter(([key]) => key in decl.schema.properties || meta.has(key)));
}
