import { FIRST_ANSWERS_ID, requestKey, type FirstAnswer, type FirstAnswers } from '../../shared/rules/firstAnswers';
import { serverPage } from '../state/serverPage';

/**
 * How long after the page began its first answers stand in for a call. They describe the moment
 * the page was served; past this, a call goes to the network even if its answer was never taken.
 */
export const FIRST_ANSWERS_MAX_AGE_MS = 10_000;

let answers: FirstAnswers | undefined;

/** The answers the server put into the page (server/consolePage/pageHtml.ts), read once; the element goes. */
function served(): FirstAnswers {
  if (answers) return answers;
  answers = {};
  const element = document.getElementById(FIRST_ANSWERS_ID);
  if (element) {
    try {
      answers = JSON.parse(element.textContent ?? '{}') as FirstAnswers;
    } catch {
      // A page that cannot be read asks the network, as it would without it.
    }
    element.remove();
  }
  return answers;
}

/**
 * The served answer to a GET of `url` (path?query as the client sends it), once: the next call of
 * the same address (a refresh, a retry) goes to the network.
 */
export function takeFirstAnswer(url: string): FirstAnswer | undefined {
  // A server render (renderPage.tsx) reads the answers it renders the page with.
  const rendering = serverPage();
  if (rendering) return rendering.answers[requestKey(url)];
  const all = served();
  if (performance.now() > FIRST_ANSWERS_MAX_AGE_MS) return undefined;
  const key = requestKey(url);
  const answer = all[key];
  if (answer === undefined) return undefined;
  delete all[key];
  return answer;
}
