import { translator } from './formatMessage';

/**
 * The message catalogue's part for the Pending Review, Scheduled publishes and My changes pages (engine/review): src/shared/messages.ts holds the rest, in the same
 * form. It loads with those screens only, so the strings every route downloads with the chrome
 * stay within the routes' size budgets (bench/bundles.ts).
 */
export const reviewMessages = {
  // Pending Review (engine/review)
  reviewTitle: 'Pending review: {area}',
  reviewLoadFailed: "Couldn't fetch pending changes :( Please try again later.",
  rejectFailed: "Couldn't reject the change :( Please try again later.",
  nothingPending: 'Nothing is waiting for review',
  nothingPendingHint: 'Changes makers send for review in {area} appear here.',
  backToArea: 'Back to {area}',
  noWebsiteToReview: 'Choose a website to see its pending changes.',
  reviewReadOnly: 'You can see these changes, but only a checker for {area} can publish, reset or reject them.',
  reviewPreview: 'Preview the website with these changes',
  publish: 'Publish',
  reset: 'Reset',
  publishChosen: 'Publish selected ({count})',
  resetChosen: 'Reset selected ({count})',
  publishThis: 'Publish this change',
  reviewChooseAll: 'Select all you may publish ({count})',
  reviewChoose: 'Select {record}',
  reviewMarkNew: 'New since you opened this page',
  reviewMarkChanged: 'Saved again since you opened this page',
  reviewMarked:
    '{count, plural, one {# change arrived or was saved again while you were looking. It is marked and left out of what you publish until you open or select it.} other {# changes arrived or were saved again while you were looking. They are marked and left out of what you publish until you open or select them.}}',
  reviewOwn: 'Written by you',
  reviewOwnNote: 'You wrote {count} of these changes yourself: another checker must publish them (four-eyes rule).',
  reviewChooseNeeded: 'Select the {count, plural, one {# change} other {# changes}} they need',
  changesCount: '{count, plural, one {# change} other {# changes}}',
  publishConfirmTitle: 'Publish {count, plural, one {# change} other {# changes}}?',
  publishConfirmBody:
    'The {count, plural, one {# change} other {# changes}} you selected in {area} {count, plural, one {goes} other {go}} live at once, as shown; nothing else does.',
  resetConfirmTitle: 'Reset {count, plural, one {# change} other {# changes}}?',
  resetConfirmBody:
    'The drafts of the {count, plural, one {# change} other {# changes}} you selected in {area} are discarded; live versions stay as they are. This cannot be undone.',
  publishedCount: '{count, plural, one {# change} other {# changes}} published.',
  resetCount: '{count, plural, one {# change} other {# changes}} reset.',
  publishBlocked: 'Publishing is blocked until these are fixed:',
  reject: 'Reject',
  rejectTitle: 'Reject the change to {record}?',
  rejectHint: 'The draft is discarded and the live version stays as it is. The maker sees your reason.',
  rejectReason: 'Reason',
  rejectReasonRequired: 'Please give a reason for rejecting this change.',
  rejectReasonTooShort: 'The reason must be at least {min} characters long.',
  rejectReasonTooLong: 'The reason must be at most {max} characters long.',
  rejectedRecord: 'The change to {record} was rejected.',
  rejectedRecordWith:
    'The change to {record} was rejected, with {count, plural, one {# change that belongs} other {# changes that belong}} to it.',
  madeBy: 'by {name}',
  unknownMaker: 'user {id}',
  showChanges: 'Show changes',
  showUnchanged: 'Show unchanged fields ({count})',
  noFieldChanges: 'No field differs from the live version.',
  diffField: 'Field',
  diffBefore: 'Before',
  diffAfter: 'After',
  diffNewValue: 'New value',
  diffCurrentValue: 'Value being deleted',
  // Scheduled publish (engine/review)
  publishAt: 'Publish at…',
  publishAtTitle: 'Publish {count, plural, one {this change} other {these # changes}} at a set time',
  publishAtHint:
    'The changes you selected go live at this time, on the website’s clock ({zone}), as they are now: one saved again before then stays pending, and your checker role is checked again then.',
  scheduleSkipped: 'Left pending',
  // My changes (engine/review/MyChangesPage)
  myChangesTitle: 'My changes',
  myChangesIntro: 'The changes you sent for review that wait for a checker, and those rejected in the last 90 days.',
  myChangesPending: 'Waiting for review',
  myChangesRejected: 'Rejected',
  myChangesNone: 'You have no changes waiting for review and none rejected lately.',
  rejectedBy: 'Rejected by {name} · {time}',
  withdraw: 'Withdraw',
  withdrawTitle: 'Withdraw your change to {record}?',
  withdrawBody: 'Your draft is discarded and the record goes back to what is live; a new record disappears, with what belongs to it.',
  withdrawn: 'Your change to {record} was withdrawn.',
  withdrawFailed: "Couldn't withdraw the change :( Please try again later.",
  publishAtLabel: 'Publish on',
  publishAtConfirm: 'Schedule',
  publishAtDone: 'Scheduled for {time}.',
  publishAtFailed: "Couldn't schedule the publish :( Please try again later.",
  schedulesTitle: 'Scheduled publishes',
  scheduleCancel: 'Cancel schedule',
  scheduleCancelled: 'The scheduled publish was cancelled; its changes stay pending.',
  scheduleCancelFailed: "Couldn't cancel the scheduled publish :( Please try again later.",
  scheduleLine: '{time} · set by {name}',
  scheduleState_scheduled: 'Scheduled',
  scheduleState_done: 'Published',
  scheduleState_failed: 'Failed',
  scheduleState_cancelled: 'Cancelled',
} as const;

export type ReviewMessageKey = keyof typeof reviewMessages;

export const tReview = translator(reviewMessages);
