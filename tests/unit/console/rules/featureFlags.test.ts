import { describe, expect, it } from 'vitest';
import { featureFlags, isEnabled } from '../../../../src/console/rules/featureFlags';

describe('docs/product.md §2: Content & Images and both form tabs are on; the theme editor flag is off', () => {
  it.each([
    ['contentImages', true],
    ['genericForm', true],
    ['dynamicForm', true],
    ['themeEditorDev', false],
  ] as const)('%s is %s', (flag, on) => {
    expect(featureFlags[flag]).toBe(on);
    expect(isEnabled(flag)).toBe(on);
  });

  it('an item without a flag is always shown', () => {
    expect(isEnabled(undefined)).toBe(true);
  });
});
