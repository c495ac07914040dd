import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '../../shared/rules/routes';
import { LoadingScreen } from '../common/LoadingScreen';
import { RootLayout } from './RootLayout';
import { RouteErrorScreen } from './RouteErrorScreen';
import { loadEntityPage, loadKindData, onlyForAnotherPage, requireSignIn } from './routing/routeLoaders';

/**
 * A route's `lazy`: its component is the named export of its own chunk, so each screen file keeps
 * one export named after it (the sign-in route must not load the table or form engines). The
 * router loads it, with the route's loader, before it shows the route: the old page stays up
 * meanwhile, and a cold load renders once everything is in (main.tsx).
 */
function screen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/**
 * A route whose list page the server draws (renderPage.tsx), said in the route's `handle`,
 * react-router's place for a route's own data. The engine's lists and the form builder's are;
 * a screen of its own at a kind's list address (the website editor, which moves its pages panel
 * into the chrome's sidebar, an element only the browser has) is drawn by the browser.
 */
export interface ConsoleRouteHandle {
  serverDrawn?: boolean;
}
const SERVER_DRAWN: ConsoleRouteHandle = { serverDrawn: true };

/** Whether the server draws the page these routes match. */
export const drawnOnServer = (matches: readonly { route: { handle?: unknown } }[]): boolean =>
  matches.some((match) => (match.route.handle as ConsoleRouteHandle | undefined)?.serverDrawn === true);

const ownerScreens = () => import('../screens/ownerScreens');
// Server state (the query library and the console's client) comes with the first route that has any.
const queryRoot = screen(() => import('./QueryRoot'), 'QueryRoot');
const entityRoute = {
  lazy: screen(() => import('../engine/EntityRoute'), 'EntityRoute'),
  loader: loadEntityPage,
  shouldRevalidate: onlyForAnotherPage,
  handle: SERVER_DRAWN,
};
const reviewPage = { lazy: screen(() => import('../engine/review/ReviewPage'), 'ReviewPage') };

const strip = (route: string) => route.replace(/^\//, '');

/**
 * The signed-in routes of docs/product.md §2. Declared kinds are served by the engine's EntityRoute:
 * lists at the route itself, records below it (/new to add, /<id>[/…] to view or edit).
 */
export const consoleRoutes: RouteObject[] = [
  { index: true, lazy: screen(() => import('../screens/home/HomeScreen'), 'HomeScreen') },
  { path: strip(ROUTES.settings), lazy: screen(() => import('../screens/settings/SettingsScreen'), 'SettingsScreen') },
  { path: strip(ROUTES.team), lazy: screen(ownerScreens, 'TeamScreen') },
  { path: strip(ROUTES.audit), lazy: screen(ownerScreens, 'AuditScreen') },
  { path: strip(ROUTES.websiteAccess), lazy: screen(ownerScreens, 'WebsiteAccessScreen') },
  { path: 'make/entities/:kind/*', ...entityRoute },
  { path: strip(ROUTES.editWebsite), lazy: screen(() => import('../screens/edit-website/EditWebsiteScreen'), 'EditWebsiteScreen') },
  { path: `${strip(ROUTES.genericForms)}/*`, ...entityRoute },
  {
    path: `${strip(ROUTES.dynamicForms)}/*`,
    lazy: screen(() => import('../screens/form-builder/DynamicFormsScreen'), 'DynamicFormsScreen'),
    loader: loadKindData,
    shouldRevalidate: onlyForAnotherPage,
    handle: SERVER_DRAWN,
  },
  { path: `${strip(ROUTES.people)}/*`, ...entityRoute },
  { path: `${strip(ROUTES.pendingEntities)}/*`, ...reviewPage },
  { path: `${strip(ROUTES.pendingPages)}/*`, ...reviewPage },
  { path: `${strip(ROUTES.pendingForms)}/*`, ...reviewPage },
  { path: `${strip(ROUTES.pendingPeople)}/*`, ...reviewPage },
  { path: strip(ROUTES.myChanges), lazy: screen(() => import('../engine/review/MyChangesPage'), 'MyChangesPage') },
  // docs/product.md §2: an unknown first segment is an invalid route.
  { path: '*', lazy: screen(() => import('../common/InvalidRouteScreen'), 'InvalidRouteScreen') },
];

/**
 * Every route, for the data router (main.tsx), the server's static handler (renderPage.tsx) and the
 * tests. What a route throws, or a chunk that fails to load, shows RouteErrorScreen in place of the
 * page, below the flash messages; moving to another page clears it.
 */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: () => <LoadingScreen fullScreen />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          { path: strip(ROUTES.login), lazy: screen(() => import('../screens/login/LoginScreen'), 'LoginScreen') },
          { path: strip(ROUTES.privacyPolicy), lazy: screen(() => import('../screens/legal/PrivacyPolicyScreen'), 'PrivacyPolicyScreen') },
          { path: strip(ROUTES.termsConditions), lazy: screen(() => import('../screens/legal/TermsScreen'), 'TermsScreen') },
          {
            lazy: queryRoot,
            children: [
              {
                path: strip(ROUTES.recoverPassword),
                lazy: screen(() => import('../screens/recover-password/RecoverPasswordScreen'), 'RecoverPasswordScreen'),
              },
              {
                path: `${strip(ROUTES.recoverPassword)}/:token`,
                lazy: screen(() => import('../screens/recover-password/ResetPasswordScreen'), 'ResetPasswordScreen'),
              },
              {
                path: `${strip(ROUTES.invitation)}/:token`,
                lazy: screen(() => import('../screens/invitation/InvitationScreen'), 'InvitationScreen'),
              },
            ],
          },
          {
            loader: requireSignIn,
            lazy: queryRoot,
            children: [{ lazy: screen(() => import('./ConsoleLayout'), 'ConsoleLayout'), children: consoleRoutes }],
          },
        ],
      },
    ],
  },
];
