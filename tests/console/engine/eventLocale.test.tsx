// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleRegistry } from '../../../src/console/engine/registry';
import { website } from '../fixtures';
import { consoleApi, preloadConsole, renderConsole, resetConsoleState, signIn, type Call } from '../harness';
import { first } from '../../helpers/first';

/**
 * A singleton no sidebar lists (the event) is reached from the header on websites of its use
 * case, and a localised kind gets a locale picker fed by the website's locales when the website
 * uses locales: the chosen locale's copy is read and saved.
 */
const localised = consoleRegistry.all().find((d) => d.localised && d.headerLink)!;
const read = consoleRegistry.endpointsOf(localised.kind).read!;
const update = consoleRegistry.endpointsOf(localised.kind).update!;
const path = consoleRegistry.pathOf(localised.kind);
const wrap = typeof localised.singleton === 'object' ? localised.singleton.wrap : undefined;
const useCase = localised.useCases === 'ALL' ? 'EVT' : first(localised.useCases, 'use case');

const event = (name: string, locale?: string) => ({
  event_id: locale ? 2 : 1,
  event_name: name,
  event_start_at: '2027-03-14T09:00:00Z',
  event_end_at: '2027-03-15T18:00:00Z',
  event_timezone: 'Asia/Kolkata',
  version: 1,
  status: 'live',
  pending_action: null,
  is_live: true,
  ...(locale ? { locale_country_code: locale } : {}),
});
const answer = (doc: object) => ({ data: wrap ? { [wrap]: [doc] } : doc });

beforeAll(preloadConsole);
beforeEach(() => {
  resetConsoleState();
  signIn();
  window.innerWidth = 1400;
});
afterEach(() => vi.unstubAllGlobals());

function serve(localeUsed: boolean): Call[] {
  const site = { ...website(12, useCase, 'Demo Summit'), ic_website_env: { wenv_locale_used: localeUsed } };
  return consoleApi({
    'GET /api/client/websites': { body: { data: [site] } },
    'GET /api/client/website_locales': {
      body: {
        data: [
          { website_id: 12, locale_code: 'en-IN', country_code: 'IN', language_code: 'en', is_default: true },
          { website_id: 12, locale_code: 'en-SG', country_code: 'SG', language_code: 'en', is_default: false },
        ],
      },
    },
    [`GET ${read.path}`]: (call) => ({
      body: answer(call.query.get('locale_country_code') === 'SG' ? event('Summit Singapore', 'SG') : event('Summit')),
    }),
    [`${update.method} ${update.path}`]: (call) => ({ body: answer({ ...event('Summit Singapore 2', 'SG'), ...(call.body as object) }) }),
  });
}

describe(`the ${localised.kind} page`, () => {
  it('is linked from the header of a website of its use case', async () => {
    serve(false);
    const { router } = renderConsole('/');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    // As a user would, click once / has led to the landing: a click before its redirect loses to it.
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/'));
    const link = await screen.findByRole('link', { name: localised.headerLink?.label ?? localised.label.one });
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(await screen.findByDisplayValue('Summit')).toBeInTheDocument();
  });

  it('has no locale picker when the website does not use locales', async () => {
    serve(false);
    renderConsole(path);
    expect(await screen.findByDisplayValue('Summit')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Locale' })).toBeNull();
  });

  it("reads and saves the chosen locale's copy", async () => {
    const calls = serve(true);
    const { router } = renderConsole(path);
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    expect(await screen.findByDisplayValue('Summit')).toBeInTheDocument();
    const picker = await screen.findByRole('combobox', { name: 'Locale' });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'en-SG' }));
    expect(await screen.findByDisplayValue('Summit Singapore')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?locale=SG');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() => expect(calls.some((c) => c.method === update.method && c.path === update.path)).toBe(true));
    const saved = calls.find((c) => c.method === update.method && c.path === update.path)!;
    expect(saved.query.get('locale_country_code')).toBe('SG');
  });
});
