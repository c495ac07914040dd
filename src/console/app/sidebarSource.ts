import { SIDEBAR_TABLE, type SidebarItem } from '../../shared/rules/sidebar';

/**
 * Where the sidebar gets its items. Until the registry of declarations is wired, the SPEC §2
 * table; then map registry kinds (label.many, '/make/entities/' + route, sidebar.order,
 * useCases, area) onto SidebarItem here and keep the table as the test's expectation.
 */
export const sidebarSource: readonly SidebarItem[] = SIDEBAR_TABLE;
