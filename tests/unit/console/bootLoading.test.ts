import { readFileSync } from 'node:fs';
import { t } from '../../../src/shared/messages';

/**
 * index.html carries the loading screen in plain markup until the first render replaces it: its
 * words are the catalogue's, and it sits inside the element React renders into, so nothing of it
 * stays once the console is up.
 */
const html = readFileSync(new URL('../../../src/console/index.html', import.meta.url), 'utf8');

describe("index.html's own loading screen", () => {
  it("says the message catalogue's loading text, as a status, inside #root", () => {
    const root = /<div id="root">(.*?)<\/div>\s*<\/div>/s.exec(html)?.[1] ?? '';
    expect(root).toContain('role="status"');
    expect(root).toContain(`<span>${t('loading')}</span>`);
  });
});
