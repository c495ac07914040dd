import { describe, expect, it } from 'vitest';
import { isPublicPath } from '../../../../src/shared/rules/routes';

describe('docs/product.md §2: public routes', () => {
  it.each([
    ['/login', true],
    ['/privacy-policy', true],
    ['/terms-conditions', true],
    ['/recover-password', true],
    ['/recover-password/abc123', true],
    ['/recover-password/abc/extra', false],
    ['/', false],
    ['/settings', false],
    ['/make/entities/programs', false],
  ])('%s is public: %s', (path, open) => {
    expect(isPublicPath(path)).toBe(open);
  });
});
