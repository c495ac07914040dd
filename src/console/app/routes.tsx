import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '../../shared/rules/routes';
import { lazyScreen } from '../common/lazyScreen';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';

// Every screen is its own chunk; the console layout too, so the sign-in route loads no chrome.
const LoginScreen = lazyScreen(() => import('../screens/login/LoginScreen'), 'LoginScreen');
const RecoverPasswordScreen = lazyScreen(() => import('../screens/recover-password/RecoverPasswordScreen'), 'RecoverPasswordScreen');
const InvitationScreen = lazyScreen(() => import('../screens/invitation/InvitationScreen'), 'InvitationScreen');
const ResetPasswordScreen = lazyScreen(() => import('../screens/recover-password/ResetPasswordScreen'), 'ResetPasswordScreen');
const PrivacyPolicyScreen = lazyScreen(() => import('../screens/legal/PrivacyPolicyScreen'), 'PrivacyPolicyScreen');
const TermsScreen = lazyScreen(() => import('../screens/legal/TermsScreen'), 'TermsScreen');
// Server state (the query library and the console's client) comes with the first route that has any.
const QueryRoot = lazyScreen(() => import('./QueryRoot'), 'QueryRoot');
const ConsoleLayout = lazyScreen(() => import('./ConsoleLayout'), 'ConsoleLayout');
const HomeScreen = lazyScreen(() => import('../screens/home/HomeScreen'), 'HomeScreen');
const SettingsScreen = lazyScreen(() => import('../screens/settings/SettingsScreen'), 'SettingsScreen');
const ownerScreens = () => import('../screens/ownerScreens');
const TeamScreen = lazyScreen(ownerScreens, 'TeamScreen');
const AuditScreen = lazyScreen(ownerScreens, 'AuditScreen');
const WebsiteAccessScreen = lazyScreen(ownerScreens, 'WebsiteAccessScreen');
const InvalidRouteScreen = lazyScreen(() => import('../common/InvalidRouteScreen'), 'InvalidRouteScreen');
// What a declared kind's address shows (its declaration, a list's first page) is asked for with the
// screen's chunk, by every screen that serves declared kinds: a server-drawn page is hydrated only
// once all of it is in, otherwise React throws the drawn page away and draws it again.
const preloadEntity = () => import('../engine/preloadEntity');
const EntityRoute = lazyScreen(() => import('../engine/EntityRoute'), 'EntityRoute', preloadEntity);
const EditWebsiteScreen = lazyScreen(() => import('../screens/edit-website/EditWebsiteScreen'), 'EditWebsiteScreen');
const DynamicFormsScreen = lazyScreen(() => import('../screens/form-builder/DynamicFormsScreen'), 'DynamicFormsScreen', preloadEntity);
const ReviewPage = lazyScreen(() => import('../engine/review/ReviewPage'), 'ReviewPage');
const MyChangesPage = lazyScreen(() => import('../engine/review/MyChangesPage'), 'MyChangesPage');

const strip = (route: string) => route.replace(/^\//, '');

/**
 * The signed-in routes of docs/product.md §2. Declared kinds are served by the engine's EntityRoute:
 * lists at the route itself, records below it (/new to add, /<id>[/…] to view or edit).
 */
export const consoleRoutes: RouteObject[] = [
  { index: true, element: <HomeScreen /> },
  { path: strip(ROUTES.settings), element: <SettingsScreen /> },
  { path: strip(ROUTES.team), element: <TeamScreen /> },
  { path: strip(ROUTES.audit), element: <AuditScreen /> },
  { path: strip(ROUTES.websiteAccess), element: <WebsiteAccessScreen /> },
  { path: 'make/entities/:kind/*', element: <EntityRoute /> },
  { path: strip(ROUTES.editWebsite), element: <EditWebsiteScreen /> },
  { path: `${strip(ROUTES.genericForms)}/*`, element: <EntityRoute /> },
  { path: `${strip(ROUTES.dynamicForms)}/*`, element: <DynamicFormsScreen /> },
  { path: `${strip(ROUTES.people)}/*`, element: <EntityRoute /> },
  { path: `${strip(ROUTES.pendingEntities)}/*`, element: <ReviewPage /> },
  { path: `${strip(ROUTES.pendingPages)}/*`, element: <ReviewPage /> },
  { path: `${strip(ROUTES.pendingForms)}/*`, element: <ReviewPage /> },
  { path: `${strip(ROUTES.pendingPeople)}/*`, element: <ReviewPage /> },
  { path: strip(ROUTES.myChanges), element: <MyChangesPage /> },
  // docs/product.md §2: an unknown first segment is an invalid route.
  { path: '*', element: <InvalidRouteScreen /> },
];

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: strip(ROUTES.login), element: <LoginScreen /> },
      { path: strip(ROUTES.privacyPolicy), element: <PrivacyPolicyScreen /> },
      { path: strip(ROUTES.termsConditions), element: <TermsScreen /> },
      {
        element: <QueryRoot />,
        children: [
          { path: strip(ROUTES.recoverPassword), element: <RecoverPasswordScreen /> },
          { path: `${strip(ROUTES.recoverPassword)}/:token`, element: <ResetPasswordScreen /> },
          { path: `${strip(ROUTES.invitation)}/:token`, element: <InvitationScreen /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [{ element: <QueryRoot />, children: [{ element: <ConsoleLayout />, children: consoleRoutes }] }],
      },
    ],
  },
];
