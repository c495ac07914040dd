import { formatMessage, type ErrorParams } from './errors';

/**
 * Every user-facing string of the console, with {named} parameters (as rjsf's TranslatableString).
 * The SPEC §8 fallbacks are used when the server's response carries no message.
 */
export const messages = {
  fetchFailed: "Couldn't fetch {what} :( Please try again later.",
  addFailed: "Couldn't add {what} :( Please try again later.",
  updateFailed: "Couldn't update {what} :( Please try again later.",
  deleteFailed: "Couldn't delete {what} :( Please try again later.",
  loginFailed: "Couldn't login :( Please try again later.",
  forgotFailed: "Couldn't reset password :( Please try again later.",
  // SPEC §8 notes the reset page falls back to the login wording; kept as specified.
  resetFailed: "Couldn't login :( Please try again later.",
  changePasswordFailed: "Couldn't change password :( Please try again later.",
  publishFailed: "Couldn't publish changes :( Please try again later.",
  resetChangesFailed: "Couldn't reset changes :( Please try again later.",
  signFileFailed: 'Error while signing file',
  presignFailed: 'Error while getting public presign url',
  loading: 'Loading...',
  tryRemovingCookies: 'Try removing cookies',
  confirmOk: 'Ok',
  confirmCancel: 'Cancel',
  leaveTitle: 'You have unsaved changes',
  leaveBody: 'If you leave this page now, your changes will be lost.',
  leaveStay: 'Stay',
  leaveLeave: 'Leave',
  passwordsDiffer: 'The new password and its confirmation do not match.',
  passwordChanged: 'Your password has been changed.',
  resetMailSent: 'If an account exists for {email}, we have sent a link to reset its password.',
  passwordReset: 'Your password has been reset. Please sign in.',
  added: '{what} added and sent for review.',
  updated: '{what} updated and sent for review.',
  deleted: '{what} deletion sent for review.',
  published: 'Changes published.',
  resetDone: 'Changes reset.',
  rejected: 'Change rejected.',
} as const;

export type MessageKey = keyof typeof messages;

export function t(key: MessageKey, params?: ErrorParams): string {
  return formatMessage(messages[key], params);
}
