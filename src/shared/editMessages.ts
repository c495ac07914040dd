import { translator } from './formatMessage';

/**
 * The message catalogue's part for a record's page (engine/edit): titles, the copy and pending
 * notes, the conflict dialog. It loads with that page, not with every list (bench/bundles.ts);
 * src/shared/messages.ts holds the rest, in the same form.
 */
export const editMessages = {
  nothingChanged: '{what} already holds this: nothing was changed or sent for review.',
  localeDefault: '{locale} (default)',
  localeFallback: 'No {locale} copy yet: this is the default copy. Saving creates the {locale} copy.',
  editTitleAdd: 'Add {what}',
  editTitleEdit: 'Edit {what}',
  editTitleCopy: 'Copy {what}',
  editTitleView: '{what}',
  editTitleViewPending: '{what}: pending version',
  editCopyHint: 'A new record filled in from {record}; fields that must be unique are left empty.',
  editViewLive: 'You are looking at the live version.',
  editViewPending: 'You are looking at the version waiting for review; it is not live yet.',
  editPendingNote: 'This record has a pending {action} waiting for review.',
  editBack: 'Back to {what}',
  editNotFound: '{what} {id} was not found.',
  editReadOnly: 'You can look at {what}; only a maker can change them.',
  editFixFields: 'Please correct the highlighted fields.',
  copyChildrenTitle: 'Copied with it',
  copyChildrenKind: 'Its {what}',
  copyChildrenCount: '{count, plural, one {Its # {one}} other {Its # {many}}}',
  copyChildrenHint: 'Ticked records are copied as drafts with this {what} and reviewed with it; the original keeps its own.',
  editChildrenAfterSave: 'Save this {what} first; then you can add {children}.',
  editDiscardTitle: 'Discard your changes?',
  conflictTitle: 'Someone else changed this {what}',
  conflictBody: 'It was saved by someone else while you were editing (it is now at version {version}). Choose what to keep.',
  conflictReload: 'Reload (discard mine)',
  conflictCompare: 'Compare',
  conflictOverwrite: 'Overwrite with mine',
  conflictField: 'Field',
  conflictTheirs: 'Saved now',
  conflictMine: 'Mine',
  conflictSame: 'No field differs from the saved version.',
} as const;

export const te = translator(editMessages);
