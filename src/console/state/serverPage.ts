import type { FirstAnswers } from '../../shared/rules/firstAnswers';

/**
 * What the browser would say, while the server renders a page (console/renderPage.tsx): the
 * visitor's address, cookies and first answers. The few modules that read the browser at render
 * time (cookieJar.ts, api/client.ts, api/firstAnswers.ts) read this instead when it is set.
 * renderPage sets it for one render at a time and clears it after, so no visitor's cookies or
 * answers outlive their own render. Always null in the browser.
 */
export interface ServerPage {
  url: URL;
  cookie: string;
  answers: FirstAnswers;
}

let current: ServerPage | null = null;

export function serverPage(): ServerPage | null {
  return current;
}

export function setServerPage(page: ServerPage | null): void {
  current = page;
}
