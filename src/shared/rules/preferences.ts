/**
 * What a user keeps of the console for themselves, by key (docs/api.md, Preferences): a kind's
 * chosen columns (`columns.<kind>`), its saved views (`views.<kind>`). Shared by the server, which
 * holds them per user, and the console, which reads them with the session.
 */

/** A key: a lower-case word, a dot, and a kind's name (or another lower-case name). */
export const PREFERENCE_KEY = '^[a-z]+\\.[a-z0-9][a-z0-9_-]{0,79}$';

/** Longest value: enough for a kind's saved views. */
export const MAX_PREFERENCE_CHARS = 16_000;

/** Most keys one user keeps: every kind's columns and views, many times over. */
export const MAX_PREFERENCES = 200;

/** key → value, as the session carries them. */
export type Preferences = Record<string, string>;

/** The key of one thing kept about one kind. */
export const preferenceKey = (what: string, kind: string): string => `${what}.${kind}`;
