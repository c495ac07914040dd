import { translator } from './formatMessage';

/**
 * The message catalogue's part for the Edit Website page and its theme editor (screens/edit-website): src/shared/messages.ts holds the rest, in the same
 * form. It loads with those screens only, so the strings every route downloads with the chrome
 * stay within the routes' size budgets (bench/bundles.ts).
 */
export const websiteMessages = {
  // Edit Website (screens/edit-website)
  editWebsiteTitle: 'Edit Website',
  websitePages: 'Website Pages',
  websitePagesRefresh: 'Refresh the page list',
  websitePagesEmpty: 'This website has no pages yet.',
  pageInactive: 'inactive',
  pagePreview: 'Preview of {page}',
  pagePreviewLoading: 'Loading the page…',
  pagePreviewReload: 'Reload preview',
  pagePreviewOpen: 'Open in a new tab',
  pagePreviewDrafts: 'The preview shows changes waiting for review, marked as drafts.',
  choosePage: 'Choose a page in the list to see and edit it.',
  pageNotFound: 'There is no page {url} on this website.',
  pageSettings: 'Settings of {page}',
  noWebsiteForPages: 'Choose a website to edit its pages.',
  pageDetails: 'Page',
  pageDetailsName: 'Page name',
  pageDetailsNameHelp: 'Leave empty to name the page after its address.',
  pageDetailsActive: 'Active',
  pageDetailsActiveHelp: 'Inactive pages are not shown to visitors.',
  pageDetailsSave: 'Save page',
  pageDetailsWhat: 'Page',
  pageContent: 'Page content',
  pageContentHelp: 'What visitors read on this page: a headline, an introduction and sections with text, an image and a button.',
  pageContentSave: 'Save content',
  pageContentWhat: 'Page content',
  // Theme editor (docs/product.md §1, §5)
  themeEditor: 'Theme colours',
  themePrimary: 'Primary colour',
  themePrimaryDark: 'Primary dark colour',
  themeColorType: 'Primary colour is',
  themeHue: 'Hue',
  themeSaturation: 'Saturation',
  themeLightness: 'Lightness',
  themeHex: 'Hex value',
  themeApplied: 'Shown on this screen as you pick; saving website settings is not available yet.',
  themeReset: 'Back to the website’s colours',
  // Theme editor saving (docs/review-flow.md "Website display settings")
  themeWhat: 'theme colours',
  themeSave: 'Save theme',
  themeSaved: 'Theme colours sent for review. They apply once a checker publishes them.',
  themeSaving: 'Shown on this screen as you pick. Save theme sends them for review; they apply everywhere once published.',
  themePending: 'Saved colours are waiting for review; the pickers start from them.',
  themeReadOnly: 'Saving colours needs the maker role for pages.',
  editWebsiteLoading: 'Loading the website',
} as const;

export type WebsiteMessageKey = keyof typeof websiteMessages;

export const tWebsite = translator(websiteMessages);
