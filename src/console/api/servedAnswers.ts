import { FIRST_ANSWERS_ID } from '../../shared/rules/firstAnswers';

/**
 * The first answers a signed-in page came with (server/consolePage/pageHtml.ts): the console's
 * query cache as the server's render of the page left it (TanStack Query's `dehydrate`, made by
 * the same queries the browser runs: renderPage.tsx). No query library here: the entry chunk asks
 * only whether they are there (main.tsx); the console's client takes them (appQueryClient.ts).
 */

/** Whether the page came with its first answers: then the session is among them and the entry does not ask for it. */
export function pageHasAnswers(): boolean {
  return document.getElementById(FIRST_ANSWERS_ID) !== null;
}

/** The answers, once: the element goes, so a second client (after sign-out and in) starts empty. Unreadable ones are none. */
export function takeServedAnswers(): unknown {
  // The server render imports the console's client too (app/QueryRoot.tsx), with no page to read.
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    // A page that cannot be read asks the network, as it would without it.
    return undefined;
  }
}
