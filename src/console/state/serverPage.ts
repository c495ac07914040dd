/**
 * What the browser would say, while the server renders a page (console/renderPage.tsx): the
 * visitor's cookies, which cookieJar.ts reads instead of document.cookie when it is set. (The
 * visitor's address and first answers reach the render through its API client, api/ApiContext.ts.)
 * renderPage sets it for one render at a time and clears it after, so no visitor's cookies
 * outlive their own render. Always null in the browser.
 */
export interface ServerPage {
  cookie: string;
}

let current: ServerPage | null = null;

export function serverPage(): ServerPage | null {
  return current;
}

export function setServerPage(page: ServerPage | null): void {
  current = page;
}
