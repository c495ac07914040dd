import { USE_CASES } from '../../src/shared/enums';
import { consolePath, type Declaration } from '../../src/shared/registry';

/** What new-entity prints after writing a declaration: only steps that are true for it. */
export function nextSteps(file: string, d: Declaration): string {
  const useCases = d.useCases === 'ALL' ? USE_CASES : d.useCases;
  const where = d.scope === 'client' ? 'every website of the client' : `websites of use case ${useCases.join(', ')}`;
  const sidebar = d.sidebar
    ? `in the ${d.area} sidebar of ${where}, at position ${d.sidebar.order}, with the "${d.sidebar.icon}" icon`
    : 'reached from its parent page';
  return `created ${file} (${d.label.many}: ${d.area}, ${d.scope}-wide, use cases ${String(d.useCases)})

Next steps:
  1. Edit ${file}: the fields in "schema" (each with a title), the list columns and search fields,
     "uiSchema", the labels and the description. docs/declarations.md explains every property.
  2. npm run schemas:check   check it against the meta-schema and the other kinds
  3. npm run gen             regenerate the types, the OpenAPI document and the docs tables
  4. Optional: demo records in seeds/${d.kind}.json (a JSON list of records), seeded on an empty database.
  5. Restart (npm start): the API serves ${Object.values(d.endpoints)
    .filter((e) => typeof e === 'string')
    .join(', ')},
     and the console lists "${d.sidebar?.label ?? d.label.many}" ${sidebar}, at ${consolePath(d)}.`;
}
