import { BOOT_END, BOOT_START, pageHtml } from '../../../src/server/consolePage/pageHtml';
import { FIRST_ANSWERS_ID } from '../../../src/shared/rules/firstAnswers';

/** The page a signed-in visitor gets (src/server/consolePage/pageHtml.ts): the template, its answers and, for a list, its first render. */
const template = `<html><head><title>C</title></head><body><div id="root">\n${BOOT_START}<p>loading</p>${BOOT_END}\n</div></body></html>`;
const answers = { '/api/client/session': { data: { user: 1 } } };
const rendered = { html: '<main>rows</main>', head: '<style data-css-hash="a">.a{}</style>', stylesheets: ['/assets/app.css'] };

describe('pageHtml', () => {
  it('without answers is the template as it is, even with a render', () => {
    expect(pageHtml(template, {}, rendered)).toBe(template);
  });

  it('with answers only, keeps the loading screen and adds the answers before </body>', () => {
    const page = pageHtml(template, answers);
    expect(page).toContain(`${BOOT_START}<p>loading</p>${BOOT_END}`);
    expect(page).toContain(`<script type="application/json" id="${FIRST_ANSWERS_ID}">`);
    expect(page).not.toContain('data-server-rendered');
  });

  it('with a render, puts it in place of the loading screen, marks #root, and links its styles in the head', () => {
    const page = pageHtml(template, answers, rendered);
    expect(page).toContain('<div id="root" data-server-rendered>\n<main>rows</main>\n</div>');
    expect(page).not.toContain('loading');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/app.css"><style data-css-hash="a">.a{}</style>');
    expect(page.indexOf(FIRST_ANSWERS_ID)).toBeGreaterThan(page.indexOf('</main>'));
  });

  it.each([
    ['has no marked loading screen', template.replace(BOOT_START, '')],
    ['has no head', template.replace('</head>', '')],
  ])('a template that %s gets the answers but no render', (_what, other) => {
    const page = pageHtml(other, answers, rendered);
    expect(page).not.toContain('<main>rows</main>');
    expect(page).toContain(FIRST_ANSWERS_ID);
  });

  it('a stylesheet address is written as an attribute value, never as markup', () => {
    const page = pageHtml(template, answers, { ...rendered, stylesheets: ['/a".css"><script>x</script>'] });
    expect(page).toContain('href="/a&quot;.css&quot;>&lt;script>x&lt;/script>"');
  });
});
