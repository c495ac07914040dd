/**
 * Small vocabulary the console rules share. Kept here (not in enums.ts) so the rules stay
 * importable on their own; the values are exactly those of SPEC §1 and §3.
 */
export type UseCase = 'EDU' | 'EVT' | 'SPC' | 'HAF';
export const USE_CASES: readonly UseCase[] = ['EDU', 'EVT', 'SPC', 'HAF'];

/** The four asset areas of SPEC §6; role and pending flags are keyed by them. */
export type AssetArea = 'ENTITY' | 'PAGE' | 'FORM' | 'SPEAKERS';

/** Area mode of SPEC §4: 0 is Website, 1 is Global. */
export type AreaMode = 0 | 1;
export const WEBSITE_AREA: AreaMode = 0;
export const GLOBAL_AREA: AreaMode = 1;

/** Top tab ids of SPEC §2 (strings, because they are persisted as text; default '2'). */
export type TabId = '1' | '2' | '3' | '4' | '5' | '6';

export type AreaFlags = Record<AssetArea, boolean>;
