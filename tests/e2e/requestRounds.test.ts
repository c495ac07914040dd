import { journey } from './helpers/journey';
import { recordApiCalls, roundsOf } from './helpers/apiRounds';

/**
 * No waterfall (docs/architecture.md §5a): after the HTML, a screen's first content needs at most
 * two rounds of API calls — the session bootstrap, then the screen's own calls sent together.
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
});
