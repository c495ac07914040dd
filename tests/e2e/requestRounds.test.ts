import { journey } from './helpers/journey';
import { recordApiCalls, roundsOf } from './helpers/apiRounds';

/**
 * No waterfall (docs/architecture.md §5a): after the HTML, a screen's first content needs at most
 * two rounds of API calls — the session bootstrap, then the screen's own calls sent together (a
 * record page's: the record, the labels of the records it references, its child lists).
 */
const run = journey();

describe('API rounds before the first content', () => {
  it.each([
    ['a list with reference columns', '/make/entities/programs', 'row'],
    ['Pending Review', '/check/entities/pending-entities', 'heading'],
  ])('%s needs at most two rounds', async (_what, path, role) => {
    const { context, page } = await run.signedIn('owner@example.com');
    const tab = await context.newPage();
    const recorder = await recordApiCalls(tab);
    await tab.goto(path);
    await tab
      .getByRole(role as 'row' | 'heading')
      .nth(1)
      .or(tab.getByRole(role as 'row' | 'heading').first())
      .first()
      .waitFor();
    // Let calls sent for the first content finish (labels of referenced records, counts).
    await recorder.settled();
    const calls = recorder.stop();
    const summary = calls.map((c) => new URL(c.url).pathname).join(', ');
    expect(roundsOf(calls), summary).toBeLessThanOrEqual(2);
    await page.close();
    await context.close();
  });

  it('a list address comes with its session and first page: no API call before its first row, then the browser asks for neither', async () => {
    const { context, page } = await run.signedIn('owner@example.com');
    const tab = await context.newPage();
    const recorder = await recordApiCalls(tab);
    const started: string[] = [];
    tab.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // The pending-count stream is a push channel the layout opens, not content.
      if (pathname.startsWith('/api/') && request.resourceType() !== 'eventsource') started.push(pathname);
    });
    await tab.goto('/make/entities/programs');
    await tab.locator('main tbody tr').first().waitFor();
    expect(started, 'API calls sent before the first row').toEqual([]);
    await recorder.settled();
    const asked = recorder.stop().map((c) => new URL(c.url).pathname);
    expect(asked).not.toContain('/api/client/session');
    expect(asked).not.toContain('/api/cms/courses');
    await page.close();
    await context.close();
  });

  it("a record's edit page, with its reference fields and child lists, needs at most two rounds", async () => {
    const { context, page } = await run.signedIn('owner@example.com');
    await page.goto('/make/entities/programs');
    const edit = page.locator('main a[href$="/edit"]').first();
    await edit.waitFor();
    const path = (await edit.getAttribute('href'))!;
    const tab = await context.newPage();
    const recorder = await recordApiCalls(tab);
    await tab.goto(path);
    // The record is on screen once its first field holds its stored text.
    await expect.poll(() => tab.locator('main form input[type="text"]').first().inputValue(), { timeout: 30_000 }).not.toBe('');
    await recorder.settled();
    const calls = recorder.stop();
    const summary = calls.map((c) => new URL(c.url).pathname).join(', ');
    expect(calls.length, summary).toBeGreaterThan(1);
    expect(roundsOf(calls), summary).toBeLessThanOrEqual(2);
    await page.close();
    await context.close();
  });
});
