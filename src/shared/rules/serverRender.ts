import type { FirstAnswers } from './firstAnswers';

/**
 * Server rendering of a signed-in page: the server (server/consolePage/) hands the console's
 * server bundle (console/renderPage.tsx, built by vite.ssr.config.ts) the visitor's address,
 * cookies and the answers of the page's first calls. It gets back those answers as the console's
 * query cache holds them (TanStack Query's `dehydrate`), which the browser's cache starts with
 * (console/api/servedAnswers.ts), and, for a page the console can draw from them, the markup of
 * its first render, which the browser shows before any script has run and then hydrates
 * (console/main.tsx).
 */
export interface RenderInput {
  /** The address as the browser asked for it: path and query. */
  url: string;
  /** The visitor's Cookie header (the readable ones decide the active website, as in the browser). */
  cookie: string;
  /** The answers of the page's first calls (server/consolePage/firstAnswers.ts); the render asks for nothing else. */
  answers: FirstAnswers;
  /** The page's script nonce (its Content-Security-Policy names it): React's streaming render puts it on any script it writes. */
  nonce?: string;
  /** When the page stops waiting for its render (epoch ms): one still queued by then is not started. */
  deadline?: number;
}

export interface RenderedPage {
  /** The first answers as the console's query cache holds them after the route's loaders ran: a DehydratedState, JSON. */
  state: unknown;
  /** The page drawn from them; absent where the browser draws it (not a list, or an answer it needs is missing). */
  drawn?: DrawnPage;
}

export interface DrawnPage {
  /** The inside of `#root`. */
  html: string;
  /** `<style>` elements for the head: the theme's CSS variables antd writes at run time in the browser. */
  head: string;
}

export type RenderPage = (input: RenderInput) => Promise<RenderedPage | null>;

/** What the console's server bundle exports. */
export interface ServerBundle {
  renderPage: RenderPage;
  /** Loads the pages' code ahead of the first visitor. */
  warmUp?: () => Promise<void>;
}

/** Set on `#root` when it holds server-rendered markup: the browser hydrates it instead of replacing it. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * antd's `<style>` elements, as its server rendering hands them over (the browser's antd takes them
 * as its own), only if each holds nothing but CSS: a website's theme colours are the managers'
 * text, and one with a `<` in it must not end up as markup in the page. Else none: the page is then
 * drawn with the stylesheet's defaults until the browser's antd writes the theme.
 */
export function safeStyles(markup: string): string {
  return markup.replace(/<style[^<>]*>[^<]*<\/style>/g, '') === '' ? markup : '';
}
