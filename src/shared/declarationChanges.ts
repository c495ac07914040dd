/**
 * What changed between two sets of declarations (a base, e.g. the target branch, and the working
 * tree), kind by kind, each change additive or breaking, and whether a declared migration
 * (`x-renamedFrom`, `default`, `x-convert`, `dropped`) carries stored records across. Pure, so
 * `npm run schemas:check` and the tests share it; reading the base from git is the CLI's part.
 */
import type { Declaration } from './declaration';
import { declarationChange, type ChangeFacts, type DeclarationChange } from './declarationChange';
import { consolePath, resolveEnums } from './declarationFields';
import { fieldChanges } from './fieldChanges';

export { unmigrated, type CarryingProperty, type ChangeCode, type DeclarationChange } from './declarationChange';

/** Slot → call, extras by name, so an extra's position does not matter. */
function callsOf(d: Declaration): Map<string, string> {
  const { extra, ...slots } = d.endpoints;
  return new Map([
    ...Object.entries(slots).map(([slot, call]) => [slot, call] as const),
    ...(extra ?? []).map((e) => [e.name, e.call] as const),
  ]);
}

/** Changes of the kind itself: its id, console route and calls. Nothing can carry these across. */
function kindChanges(b: Declaration, c: Declaration, emit: (facts: Omit<ChangeFacts, 'kind'>) => void): void {
  if (b.id !== c.id)
    emit({
      change: 'id-changed',
      what: `id changed from "${b.id}" to "${c.id}"`,
      breaking: true,
      howTo: `no declaration property carries stored ids and references to them across; keep "id": "${b.id}"`,
    });
  if (consolePath(b) !== consolePath(c))
    emit({
      change: 'route-changed',
      what: `route changed from ${consolePath(b)} to ${consolePath(c)}`,
      breaking: true,
      howTo: `links and bookmarks to the old page would break and no declaration property carries them across; keep the route ${consolePath(b)}`,
    });
  const [was, now] = [callsOf(b), callsOf(c)];
  for (const [name, call] of was) {
    const next = now.get(name);
    if (next !== call)
      emit({
        change: 'endpoint-changed',
        what: next === undefined ? `endpoint ${name} (${call}) removed` : `endpoint ${name} changed from ${call} to ${next}`,
        breaking: true,
        howTo: `API clients call it and no declaration property carries them across; keep ${name}: "${call}" (a new call may be added beside it)`,
      });
  }
  for (const [name, call] of now) if (!was.has(name)) emit({ change: 'endpoint-added', what: `endpoint ${name} (${call}) added` });
}

/** Every change from `base` to `current`, kinds in the order of `current` then the removed ones. */
export function compareDeclarations(base: readonly Declaration[], current: readonly Declaration[]): DeclarationChange[] {
  const out: DeclarationChange[] = [];
  const before = new Map(base.map((d) => [d.kind, resolveEnums(d)]));
  for (const raw of current) {
    const c = resolveEnums(raw);
    const b = before.get(c.kind);
    if (!b) {
      out.push(declarationChange({ kind: c.kind, change: 'kind-added', what: 'new kind' }));
      continue;
    }
    kindChanges(b, c, (facts) => out.push(declarationChange({ kind: c.kind, ...facts })));
    out.push(...fieldChanges(c.kind, b.schema, c.schema, c.dropped));
  }
  const kinds = new Set(current.map((d) => d.kind));
  for (const b of base)
    if (!kinds.has(b.kind))
      out.push(
        declarationChange({
          kind: b.kind,
          change: 'kind-removed',
          what: 'kind removed',
          breaking: true,
          howTo:
            'a kind cannot be removed while it has records, and no declaration property carries them elsewhere; keep the declaration (without `sidebar` to hide it), and remove it once its records are gone',
        }),
      );
  return out;
}
