/** A page's content object as the form holds it. */
export type Content = Record<string, unknown>;

/** What rjsf leaves for an emptied input: nothing a visitor would see. */
const isEmpty = (value: unknown): boolean => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The content without empty parts, keys sorted, so two forms of the same content compare equal. */
function normalised(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalised);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as Content)
    .filter(([, v]) => !isEmpty(v))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => [k, normalised(v)] as const);
  return Object.fromEntries(entries);
}

export function sameContent(a: Content, b: Content): boolean {
  return JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));
}

/**
 * The change to send: the edited content as a merge patch of the saved one (page_utils merges
 * one level), with null for each part the manager emptied, so removing the headline removes it.
 */
export function contentPatch(saved: Content, edited: Content): Content {
  const next = normalised(edited) as Content;
  const removed = Object.keys(saved).filter((key) => !(key in next));
  return { ...next, ...Object.fromEntries(removed.map((key) => [key, null])) };
}
