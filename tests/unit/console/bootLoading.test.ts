import { readFileSync } from 'node:fs';
import { t } from '../../../src/shared/messages';
import { BOOT_END, BOOT_START } from '../../../src/server/consolePage/pageHtml';

/**
 * index.html carries the loading screen in plain markup until the first render replaces it: its
 * words are the catalogue's, and it sits inside the element React renders into, so nothing of it
 * stays once the console is up. A page rendered on the server has its first render there instead
 * (server/consolePage/pageHtml.ts replaces the marked part).
 */
const html = readFileSync(new URL('../../../src/console/index.html', import.meta.url), 'utf8');
const root = html.slice(html.indexOf('<div id="root">'));
const start = root.indexOf(BOOT_START);
const end = root.indexOf(BOOT_END);
const boot = root.slice(start + BOOT_START.length, end);

describe("index.html's own loading screen", () => {
  it('is marked, inside #root, as the part a server-rendered page replaces', () => {
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    expect(root.slice(end + BOOT_END.length)).toMatch(/^\s*<\/div>/);
  });

  it("says the message catalogue's loading text, as a status", () => {
    expect(boot).toContain('role="status"');
    expect(boot).toContain(`<span>${t('loading')}</span>`);
  });
});
