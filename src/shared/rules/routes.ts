/** The fixed routes of docs/product.md §2, named once so screens, sidebars and tests agree. */
export const ROUTES = {
  home: '/',
  login: '/login',
  recoverPassword: '/recover-password',
  privacyPolicy: '/privacy-policy',
  termsConditions: '/terms-conditions',
  settings: '/settings',
  team: '/team',
  audit: '/audit',
  websiteAccess: '/website-access',
  invitation: '/invitation',
  editWebsite: '/make/pages/edit-website',
  genericForms: '/make/generic/forms',
  dynamicForms: '/make/dynamic/forms',
  people: '/make/speakers-list',
  pendingEntities: '/check/entities/pending-entities',
  pendingPages: '/check/pages/pending-entities',
  pendingForms: '/check/forms/pending-entities',
  pendingPeople: '/check/speakers-list/pending-entities',
  myChanges: '/check/my-changes',
} as const;

/** Routes reachable without stored credentials (docs/product.md §2); /recover-password/[token] included. */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    path === ROUTES.login ||
    path === ROUTES.privacyPolicy ||
    path === ROUTES.termsConditions ||
    path === ROUTES.recoverPassword ||
    /^\/recover-password\/[^/]+$/.test(path) ||
    /^\/invitation\/[^/]+$/.test(path)
  );
}
