import { createContext, useContext } from 'react';
import { browserApi, type ApiClient } from './client';

/**
 * The API client the screens below use. Without a provider it is the browser's (client.ts); a
 * server render gives one that answers from the page's first answers (renderPage.tsx), a test
 * one over its own transport.
 */
export const ApiContext = createContext<ApiClient>(browserApi);

/** The API client of the screen being drawn. */
export function useApi(): ApiClient {
  return useContext(ApiContext);
}
