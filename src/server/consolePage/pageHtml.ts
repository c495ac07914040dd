import { FIRST_ANSWERS_ID, scriptJson, type FirstAnswers } from '../../shared/rules/firstAnswers';

/** The console's index.html with the page's first answers in it, as data the browser never runs. */
export function pageHtml(template: string, answers: FirstAnswers): string {
  if (Object.keys(answers).length === 0) return template;
  const script = `<script type="application/json" id="${FIRST_ANSWERS_ID}">${scriptJson(answers)}</script>`;
  const end = template.lastIndexOf('</body>');
  return end < 0 ? template + script : `${template.slice(0, end)}${script}${template.slice(end)}`;
}
