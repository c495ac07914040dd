import { translator } from './formatMessage';

/**
 * The message catalogue's part for the record's History panel (engine/history): src/shared/messages.ts holds the rest, in the same
 * form. It loads with those screens only, so the strings every route downloads with the chrome
 * stay within the routes' size budgets (bench/bundles.ts).
 */
export const historyMessages = {
  // Record history (engine/history)
  historyEmpty: 'No saved versions yet: every change saved in the console from now on is kept here.',
  historyVersion: 'Version {version}',
  historyBy: 'by {name}',
  historyInitial: 'Before its first reviewed change',
  historyReviewedBy: '{outcome} by {name}',
  historyNoChange: 'No field changed.',
  historyRestore: 'Restore this version',
  historyRestoreTitle: 'Restore version {version}?',
  historyRestoreBody:
    'Its content becomes a draft of this record, pending review like any change. The live version stays until a checker publishes it.',
  historyRestored: 'Version {version} restored as a draft; it is waiting for review.',
  historyRestoreFailed: "Couldn't restore the version :( Please try again later.",
  historyStatus_live: 'Published',
  historyStatus_pendingreview: 'Pending review',
  historyStatus_rejected: 'Rejected',
  historyStatus_reverted: 'Reset',
  historyStatus_superseded: 'Replaced before review',
} as const;

export type HistoryMessageKey = keyof typeof historyMessages;

export const tHistory = translator(historyMessages);
