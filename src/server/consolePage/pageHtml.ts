import { FIRST_ANSWERS_ID, scriptJson } from '../../shared/rules/firstAnswers';
import { SERVER_RENDERED_ATTRIBUTE, type RenderedPage } from '../../shared/rules/serverRender';
import { escapeHtml } from '../preview/html';

/** The part of index.html's `#root` a server-rendered page replaces: the loading screen (src/console/index.html). */
export const BOOT_START = '<!--console-boot-->';
export const BOOT_END = '<!--/console-boot-->';
const ROOT = '<div id="root">';

/**
 * A signed-in page in two parts (server/plugins/console.ts): `start`, everything before `#root`
 * with the built stylesheets linked in the head, goes out at once, so the browser fetches the
 * scripts and styles while the server asks for the page's answers and draws it; `rest`, from
 * `#root` on, follows through pageEnd. Null for a template without a head or a `#root`.
 */
export function splitPage(template: string, stylesheets: string[]): { start: string; rest: string } | null {
  const head = template.indexOf('</head>');
  const root = template.indexOf(ROOT);
  if (head < 0 || root < head) return null;
  const links = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`).join('');
  return { start: template.slice(0, head) + links + template.slice(head, root), rest: template.slice(root) };
}

/**
 * `rest` with what the console's server bundle made of the page (console/renderPage.tsx): its first
 * render in `#root`, marked for the browser to hydrate, in place of the marked loading screen, with
 * its `<style>` elements just before it (the browser's antd moves them to the head), and its first
 * answers (the dehydrated query cache) before `</body>`, as data the browser never runs. Without a
 * render, or without the marks, the loading screen stays.
 */
export function pageEnd(rest: string, rendered?: RenderedPage | null): string {
  let page = rest;
  const start = rest.indexOf(BOOT_START);
  const end = rest.indexOf(BOOT_END, start);
  const drawn = rendered?.drawn;
  if (drawn && rest.startsWith(ROOT) && start >= 0 && end >= 0) {
    page =
      drawn.head +
      `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>` +
      rest.slice(ROOT.length, start) +
      drawn.html +
      rest.slice(end + BOOT_END.length);
  }
  if (rendered?.state === undefined) return page;
  const script = `<script type="application/json" id="${FIRST_ANSWERS_ID}">${scriptJson(rendered.state)}</script>`;
  const close = page.lastIndexOf('</body>');
  return close < 0 ? page + script : `${page.slice(0, close)}${script}${page.slice(close)}`;
}
