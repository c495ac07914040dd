import { describe, expect, it } from 'vitest';
import { shouldBlockNavigation } from '../../../../src/console/rules/leaveGuard';

describe('docs/product.md §4: a route change with unsaved changes is aborted', () => {
  it.each([
    ['unsaved changes and another page: blocked', true, '/make/entities/zones/4', '/make/entities/agenda', true],
    ['unsaved changes and the same page (query change): allowed', true, '/make/entities/zones/4', '/make/entities/zones/4', false],
    ['no unsaved changes: allowed', false, '/make/entities/zones/4', '/', false],
  ])('%s', (_sentence, dirty, from, to, blocked) => {
    expect(shouldBlockNavigation(dirty, from, to)).toBe(blocked);
  });
});
