/**
 * The owners' pages, loaded as one chunk: only owners open them, usually one after another, and one
 * chunk keeps the list of files the console shell must know of short (the list and edit pages'
 * first-load budgets, docs/architecture.md §5a).
 */
export { TeamScreen } from './team/TeamScreen';
export { AuditScreen } from './team/AuditScreen';
export { WebsiteAccessScreen } from './websiteAccess/WebsiteAccessScreen';
