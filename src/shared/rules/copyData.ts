import { eachField, type Declaration } from '../registry';
import { withoutReadOnly } from './readOnlyFields';

type Doc = Record<string, unknown>;

/**
 * What a copy of a record starts from: everything but the fields that must be unique (x-unique),
 * which would only be refused, and the fields the server sets (the website, an owned record's id),
 * which a new record gets its own of. The console's Copy form and the server's copy of a record's
 * children (src/server/resources/copyChildren.ts) use this one rule.
 */
export function copyData(decl: Pick<Declaration, 'schema'>, data: Doc): Doc {
  const out = withoutReadOnly(decl, data);
  eachField(decl.schema, (path, field) => {
    if (field['x-unique'] && !path.includes('.')) delete out[path];
  });
  return out;
}
