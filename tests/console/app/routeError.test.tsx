// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from '../../../src/console/app/RootLayout';
import { renderConsole } from '../harness';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module /assets/ListPage-old.js');
}

const routes = [
  {
    element: <RootLayout />,
    children: [
      { path: '/broken', element: <Broken /> },
      { path: '/fine', element: <h1>Fine page</h1> },
    ],
  },
];

// React reports the caught error on the console; the test expects it.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('a route that fails to render', () => {
  it('shows the error screen with the reason and a reload button, and another page clears it', async () => {
    const { router } = renderConsole('/broken', routes);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your workspace");
    expect(alert).toHaveTextContent('Failed to fetch dynamically imported module');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    await act(() => router.navigate('/fine'));
    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
