// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../src/shared/rules/routes';
import { renderConsole } from '../harness';

// One screen whose chunk fails to load (a deploy replaced the chunks under an open tab), one that
// throws while it renders: the console's own routes (app/routes.tsx) must catch both.
vi.mock('../../../src/console/screens/legal/TermsScreen', () => ({
  get TermsScreen(): never {
    throw new Error('Failed to fetch dynamically imported module /assets/TermsScreen-old.js');
  },
}));
vi.mock('../../../src/console/screens/legal/PrivacyPolicyScreen', () => ({
  PrivacyPolicyScreen: (): never => {
    throw new Error('The policy could not be drawn');
  },
}));

// React reports the caught error on the console; the test expects it.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('a route that fails', () => {
  it.each([
    ['whose chunk fails to load', ROUTES.termsConditions, 'Failed to fetch dynamically imported module'],
    ['that throws while it renders', ROUTES.privacyPolicy, 'The policy could not be drawn'],
  ])('%s shows the error screen with the reason and a reload button; another page clears it', async (_sentence, path, reason) => {
    const { router } = renderConsole(path);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your workspace");
    expect(alert).toHaveTextContent(reason);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    await act(() => router.navigate(ROUTES.login));
    expect(await screen.findByRole('button', { name: /sign in/i })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
