import { lazyScreen } from '../common/lazyScreen';

/**
 * A kind's two pages, each a chunk of its own: a record's page (the form engine: rjsf, ajv,
 * pickers) never loads with a list, nor a list's table with a record page. EntityRoute.tsx draws
 * them, and its route's loader asks for the one an address shows before the route renders
 * (`EntityRoute.preloadAt`), so it renders at once, with no loading screen in between
 * (common/lazyScreen.ts says why that matters).
 */
export const EditPageScreen = lazyScreen(() => import('./edit/EditPage'), 'EditPage');
export const ListPageScreen = lazyScreen(() => import('./list/ListPage'), 'ListPage');
