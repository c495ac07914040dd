import { FIRST_ANSWERS_ID, scriptJson, type FirstAnswers } from '../../shared/rules/firstAnswers';
import { SERVER_RENDERED_ATTRIBUTE } from '../../shared/rules/serverRender';

/** A page's first render (console/renderPage.tsx) and the stylesheets it is drawn with (stylesheets.ts). */
export interface FirstRender {
  html: string;
  /** Markup for the head (the renderer's own `<style>` elements). */
  head: string;
  stylesheets: string[];
}

/** The part of index.html's `#root` a server-rendered page replaces: the loading screen (src/console/index.html). */
export const BOOT_START = '<!--console-boot-->';
export const BOOT_END = '<!--/console-boot-->';
const ROOT = '<div id="root">';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `#root` with the page's first render in it, marked for the browser to hydrate, and its
 * stylesheets linked in the head; the template as it is if it has no marked part.
 */
function withRendered(template: string, rendered: FirstRender): string {
  const head = template.indexOf('</head>');
  const root = template.indexOf(ROOT);
  const start = template.indexOf(BOOT_START, root);
  const end = template.indexOf(BOOT_END, start);
  if (head < 0 || root < head || start < 0 || end < 0) return template;
  const links =
    rendered.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${attribute(href)}">`).join('') + rendered.head;
  return (
    template.slice(0, head) +
    links +
    template.slice(head, root) +
    `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>` +
    template.slice(root + ROOT.length, start) +
    rendered.html +
    template.slice(end + BOOT_END.length)
  );
}

/**
 * The console's index.html with the page's first answers in it, as data the browser never runs,
 * and, when the page was rendered on the server (consolePage/renderer.ts), its first render.
 */
export function pageHtml(template: string, answers: FirstAnswers, rendered?: FirstRender | null): string {
  if (Object.keys(answers).length === 0) return template;
  const page = rendered ? withRendered(template, rendered) : template;
  const script = `<script type="application/json" id="${FIRST_ANSWERS_ID}">${scriptJson(answers)}</script>`;
  const end = page.lastIndexOf('</body>');
  return end < 0 ? page + script : `${page.slice(0, end)}${script}${page.slice(end)}`;
}
