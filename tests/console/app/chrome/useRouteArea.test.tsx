// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { useRouteArea } from '../../../../src/console/app/chrome/useRouteArea';
import { useAreaStore } from '../../../../src/console/state/areaStore';
import type { AreaMode } from '../../../../src/shared/rules/types';

/**
 * The chrome's area comes from the address where the address has one, from the stored choice
 * elsewhere (app/chrome/useRouteArea.ts): a page drawn on the server, which cannot read the
 * stored one, then draws the same chrome as the browser that takes it over.
 */
const areaAt = (pathname: string, stored: AreaMode) => {
  useAreaStore.setState({ area: stored });
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[pathname]}>{children}</MemoryRouter>;
  return renderHook(() => useRouteArea(), { wrapper }).result.current;
};

describe('useRouteArea', () => {
  it.each([
    ['a list of entities is in the Website area, whatever was stored', '/make/entities/programs', 1, 0],
    ['the generic forms are in the Global area, whatever was stored', '/make/generic/forms', 0, 1],
    ['the start page keeps the stored Global area', '/', 1, 1],
    ['the start page keeps the stored Website area', '/', 0, 0],
  ] as const)('%s', (_what, pathname, stored, shown) => {
    expect(areaAt(pathname, stored)).toBe(shown);
  });
});
