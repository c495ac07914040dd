import { translator } from './formatMessage';

/**
 * The message catalogue's part for a list's tools that load when used (engine/list/BulkBar.tsx once
 * a row is ticked, engine/list/FilterChips.tsx once a search or filter is on, the CSV import's preview), not with every list
 * (bench/bundles.ts); src/shared/messages.ts holds the rest, in the same form.
 */
export const listToolMessages = {
  csvPreviewTitle: 'Import {file}',
  csvPreviewChanges:
    'This file makes {created} new and changes {updated} of the {what}, as drafts waiting for review; {unchanged, plural, one {# row is the same as its record and changes} other {# rows are the same as their records and change}} nothing.',
  csvPreviewProblems:
    'Nothing was imported. Fix {count, plural, one {this problem} other {these # problems}} in the file and upload it again:',
  csvConfirm: 'Import as drafts',
  csvRow: 'Row',
  csvColumn: 'Column',
  csvProblem: 'Problem',
  listFilterChip: '{label}: {value}',
  listFilterRemove: 'Remove the filter {label}: {value}',
  listSearchChip: 'Search: {value}',
  listSearchLabel: 'Search',
  listClearAll: 'Clear all',
  listFiltersOn: 'Search and filters in use',
  columnsTitle: 'Columns to show',
  columnsReset: 'As declared',
  columnsEarlier: 'Move {column} earlier',
  columnsLater: 'Move {column} later',
  viewsTitle: 'Saved views',
  viewsNone: 'No saved views yet: set the search, filters, sort and columns, then save them under a name.',
  viewsName: 'Name of the view',
  viewsSave: 'Save this view',
  viewsDelete: 'Delete the view {name}',
  viewsSaved: 'View “{name}” saved. Its address can be shared.',
  viewsNameTaken: 'A view with this name exists: it now shows the list as it is.',
  bulkSelected: '{count, plural, one {# {one} selected} other {# {many} selected}}',
  bulkSelectAllMatching: 'Select all {count} that match',
  bulkTooMany: 'At most {max} at once: narrow the list to act on all that match.',
  bulkClear: 'Clear selection',
  bulkExport: 'Export selection',
  bulkExportHint: 'A CSV file of the selected rows, as Export gives for the whole list.',
  bulkDelete: 'Delete selection',
  bulkDeleteTitle: '{count, plural, one {Delete # {one}?} other {Delete # {many}?}}',
  bulkDeleteBody:
    'Published ones stay live until a checker publishes their deletion on Pending Review; drafts never published are withdrawn at once.',
  bulkDeleted:
    '{deleted, plural, =0 {} one {# {one} waits for review to be deleted. } other {# {many} wait for review to be deleted. }}{withdrawn, plural, =0 {} one {# draft withdrawn.} other {# drafts withdrawn.}}',
  bulkDeleteFailed: 'Nothing was deleted.',
} as const;

export const tl = translator(listToolMessages);
