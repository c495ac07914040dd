import { BOOT_END, BOOT_START, pageEnd, splitPage } from '../../../src/server/consolePage/pageHtml';
import { FIRST_ANSWERS_ID } from '../../../src/shared/rules/firstAnswers';

/** A signed-in visitor's page (src/server/consolePage/pageHtml.ts): its start at once, then its answers and, for a list, its first render. */
const template = `<html><head><title>C</title></head><body><div id="root">\n${BOOT_START}<p>loading</p>${BOOT_END}\n</div></body></html>`;
const state = { mutations: [], queries: [{ queryKey: ['session'], state: { data: { user: 1 } } }] };
const answersOnly = { state };
const rendered = { state, drawn: { html: '<main>rows</main>', head: '<style data-css-hash="a">.a{}</style>' } };
const whole = (page: string, stylesheets: string[] = [], ...end: Parameters<typeof pageEnd> extends [string, ...infer R] ? R : never) => {
  const parts = splitPage(page, stylesheets)!;
  return parts.start + pageEnd(parts.rest, ...end);
};

describe('splitPage', () => {
  it('cuts before #root and links the stylesheets at the end of the head', () => {
    const parts = splitPage(template, ['/assets/app.css'])!;
    expect(parts.start).toBe('<html><head><title>C</title><link rel="stylesheet" crossorigin href="/assets/app.css"></head><body>');
    expect(parts.rest.startsWith('<div id="root">')).toBe(true);
  });

  it.each([
    ['has no head', template.replace('</head>', '')],
    ['has no #root', template.replace('<div id="root">', '<div>')],
  ])('gives nothing for a template that %s', (_what, other) => {
    expect(splitPage(other, [])).toBeNull();
  });

  it('writes a stylesheet address as an attribute value, never as markup', () => {
    expect(splitPage(template, ['/a".css"><script>x</script>'])!.start).toContain(
      'href="/a&quot;.css&quot;&gt;&lt;script&gt;x&lt;/script&gt;"',
    );
  });
});

describe('pageEnd', () => {
  it('without answers or render is the rest as it is', () => {
    expect(whole(template, [])).toBe(template);
    expect(whole(template, [], null)).toBe(template);
  });

  it('with answers only, keeps the loading screen and adds the answers before </body>', () => {
    const page = whole(template, [], answersOnly);
    expect(page).toContain(`${BOOT_START}<p>loading</p>${BOOT_END}`);
    expect(page).toContain(`<script type="application/json" id="${FIRST_ANSWERS_ID}">${JSON.stringify(state)}</script></body>`);
    expect(page).not.toContain('data-server-rendered');
  });

  it('with a render, puts it in place of the loading screen in a marked #root, its styles just before', () => {
    const page = whole(template, [], rendered);
    expect(page).toContain('<style data-css-hash="a">.a{}</style><div id="root" data-server-rendered>\n<main>rows</main>\n</div>');
    expect(page).not.toContain('loading');
    expect(page.indexOf(FIRST_ANSWERS_ID)).toBeGreaterThan(page.indexOf('</main>'));
  });

  it('a template without the marked loading screen gets the answers but no render', () => {
    const page = whole(template.replace(BOOT_START, ''), [], rendered);
    expect(page).not.toContain('<main>rows</main>');
    expect(page).toContain(FIRST_ANSWERS_ID);
  });
});
