/**
 * Feature flags of docs/product.md §1/§2: Content & Images and both form tabs are switchable and currently
 * on; the theme editor is a development flag and currently off.
 */
export interface FeatureFlags {
  contentImages: boolean;
  genericForm: boolean;
  dynamicForm: boolean;
  themeEditorDev: boolean;
}

export type FeatureFlag = keyof FeatureFlags;

export const featureFlags: Readonly<FeatureFlags> = Object.freeze({
  contentImages: true,
  genericForm: true,
  dynamicForm: true,
  themeEditorDev: false,
});

/** An item guarded by an optional flag is shown when it has no flag or its flag is on. */
export function isEnabled(flag: FeatureFlag | undefined, flags: Readonly<FeatureFlags> = featureFlags): boolean {
  return flag === undefined || flags[flag];
}
