import { lazyScreen } from '../common/lazyScreen';

/**
 * A record's page (the form engine: rjsf, ajv, pickers) as a screen of its own chunk, never loaded
 * with a list. EntityRoute.tsx draws it, and on a cold load asks for it before the first render
 * (`EntityRoute.preloadAt`), so it renders at once, with no loading screen in between
 * (common/lazyScreen.ts says why that matters).
 */
export const EditPageScreen = lazyScreen(() => import('./edit/EditPage'), 'EditPage');
