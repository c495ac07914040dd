/**
 * Saved views (Strapi's and Payload's list presets): a named search, filters, sort and column set of
 * one kind's list, kept per user and kind. A view is the list's address query, so it opens as a link
 * and is shared by sharing that address. Pure; ViewsPanel.tsx keeps them with useKindMemory.
 */
import { isListKey } from './listState';

export interface SavedView {
  name: string;
  /** The list's own address parameters (no page), e.g. "q=spring&f.level=2&cols=a,b". */
  query: string;
}

/** The most views one list keeps: a panel of names, not a database. */
export const MAX_VIEWS = 30;
export const MAX_VIEW_NAME = 60;

export function parseViews(text: string | null): SavedView[] {
  if (!text) return [];
  try {
    const found: unknown = JSON.parse(text);
    if (!Array.isArray(found)) return [];
    return found.filter(
      (v): v is SavedView => !!v && typeof (v as SavedView).name === 'string' && typeof (v as SavedView).query === 'string',
    );
  } catch {
    return [];
  }
}

/** A name as saved: trimmed, inner runs of space made one, cut to MAX_VIEW_NAME; empty when nothing is left. */
export function viewName(typed: string): string {
  return typed.replace(/\s+/g, ' ').trim().slice(0, MAX_VIEW_NAME);
}

/** Saves a view under a name: one of the same name (in any case) is replaced in place, a new one goes first. */
export function saveView(views: readonly SavedView[], view: SavedView): SavedView[] {
  const same = views.findIndex((v) => v.name.toLowerCase() === view.name.toLowerCase());
  if (same >= 0) return views.map((v, i) => (i === same ? view : v));
  return [view, ...views].slice(0, MAX_VIEWS);
}

export function deleteView(views: readonly SavedView[], name: string): SavedView[] {
  return views.filter((v) => v.name !== name);
}

/** The address parameters of a list that a view keeps: its own keys, the page left out, in a fixed order (to match views). */
export function viewQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams([...params].filter(([key]) => isListKey(key) && key !== 'page'));
  kept.sort();
  return kept.toString();
}
