import type { Area, UseCase as EnumUseCase } from '../enums';

/**
 * Small vocabulary the console rules share. The types are those of enums.ts (type-only import,
 * so the rules pull no runtime code from it); the one runtime list is repeated here, and the
 * type keeps it honest.
 */
export type UseCase = EnumUseCase;
export const USE_CASES: readonly UseCase[] = ['EDU', 'EVT', 'SPC', 'HAF'];

/** The four asset areas of docs/product.md §6 (enums' Area); role and pending flags are keyed by them. */
export type AssetArea = Area;

/** Area mode of docs/product.md §4: 0 is Website, 1 is Global. */
export type AreaMode = 0 | 1;
export const WEBSITE_AREA: AreaMode = 0;
export const GLOBAL_AREA: AreaMode = 1;

/** Top tab ids of docs/product.md §2 (strings, because they are persisted as text; default '2'). */
export type TabId = '1' | '2' | '3' | '4' | '5' | '6';

export type AreaFlags = Record<AssetArea, boolean>;
