import { t } from '../../shared/messages';
import { ROUTES } from '../../shared/rules/routes';

/**
 * The pages of the user menu, named once for the menu and the browser title: Settings for
 * everyone, then the owners' pages (the server refuses everyone else anyway).
 */
export const accountPages = (owner: boolean) => [
  { key: 'settings', label: t('settingsTitle'), route: ROUTES.settings },
  ...(owner
    ? [
        { key: 'team', label: t('teamTitle'), route: ROUTES.team },
        { key: 'audit', label: t('auditTitle'), route: ROUTES.audit },
        { key: 'access', label: t('accessTitle'), route: ROUTES.websiteAccess },
      ]
    : []),
];
