import { formatMessage, type MessageParams } from './formatMessage';
/**
 * The one error catalogue. Every error that crosses the API is one of these codes:
 * a docs/product.md §8 category, an HTTP status and a message template with {named} parameters.
 */
export const ERROR_CATEGORIES = [
  'AuthError',
  'RequestError',
  'MissingDataError',
  'DataFormatError',
  'DBStateError',
  'SessionError',
  'UnknownError',
  'LocaleError',
] as const;
export type ErrorCategory = (typeof ERROR_CATEGORIES)[number];

export interface ErrorEntry {
  category: ErrorCategory;
  status: number;
  message: string;
}

export const errorCatalogue = {
  // Session and auth
  NOT_SIGNED_IN: { category: 'SessionError', status: 401, message: 'Please sign in to continue.' },
  SESSION_EXPIRED: { category: 'SessionError', status: 401, message: 'Your session has ended. Please sign in again.' },
  BAD_CREDENTIALS: { category: 'AuthError', status: 401, message: 'The e-mail address or password is incorrect.' },
  TOO_MANY_ATTEMPTS: {
    category: 'AuthError',
    status: 429,
    message: 'Too many failed sign-in attempts for this address. Try again in {minutes} minutes.',
  },
  RATE_LIMITED: { category: 'RequestError', status: 429, message: 'Too many requests. Try again in a moment.' },
  CSRF_HEADER_MISSING: {
    category: 'AuthError',
    status: 403,
    message: 'The client_request_url header is required on changes made with a session cookie.',
  },
  FORBIDDEN_CLIENT: { category: 'AuthError', status: 403, message: 'You do not have access to client {client_id}.' },
  FORBIDDEN_WEBSITE: { category: 'AuthError', status: 403, message: 'You do not have access to website {website_id}.' },
  KIND_NOT_FOR_USE_CASE: {
    category: 'RequestError',
    status: 404,
    message: '{kind} are not part of {use_case} websites; this website has none.',
  },
  FORBIDDEN_ROLE: {
    category: 'AuthError',
    status: 403,
    message: 'You need the {role} role for {area} to do this.',
  },
  FOUR_EYES: {
    category: 'AuthError',
    status: 403,
    message: 'You made {count} of these changes yourself ({names}); another checker must publish them (four-eyes rule).',
  },
  PRECONDITION_REQUIRED: {
    category: 'RequestError',
    status: 428,
    message:
      'Say which changes you reviewed: send If-Match with the ETag of GET /api/cms/vcs/blocks, or blocks: [{ block_id, version }] in the body.',
  },
  PRECONDITION_FAILED: {
    category: 'DBStateError',
    status: 412,
    message: 'The changes have moved on since you reviewed them: {details} Nothing was done; load them again and review what changed.',
  },
  FORBIDDEN_OWNER: { category: 'AuthError', status: 403, message: 'Only an owner of your organisation can do this.' },
  ACCOUNT_DISABLED: {
    category: 'AuthError',
    status: 403,
    message: 'This account is disabled. Ask an owner of your organisation to enable it again.',
  },
  INVITATION_INVALID: {
    category: 'AuthError',
    status: 400,
    message: 'This invitation link is invalid, already used or expired. Ask an owner of your organisation for a new one.',
  },
  LAST_OWNER: {
    category: 'DBStateError',
    status: 409,
    message: 'Your organisation needs at least one active owner: make someone else an owner first.',
  },
  WRONG_CURRENT_PASSWORD: { category: 'AuthError', status: 400, message: 'The current password is incorrect.' },
  RESET_TOKEN_INVALID: {
    category: 'AuthError',
    status: 400,
    message: 'This password reset link is invalid or has expired. Please request a new one.',
  },
  DELIVERY_TOKEN_MISSING: {
    category: 'SessionError',
    status: 401,
    message: "Send the website's API token: Authorization: Bearer <token> (an owner creates one under Website access).",
  },
  DELIVERY_TOKEN_INVALID: {
    category: 'SessionError',
    status: 401,
    message: 'This API token is unknown, revoked or expired. Ask an owner of the website for a new one.',
  },
  DELIVERY_ORIGIN_REFUSED: {
    category: 'AuthError',
    status: 403,
    message: 'This API token may not be used from {origin}; an owner can add the origin to the token.',
  },
  // Request shape
  BAD_JSON: { category: 'RequestError', status: 400, message: 'The request body is not valid JSON.' },
  BODY_TOO_LARGE: { category: 'RequestError', status: 413, message: 'The request body is larger than {limit}.' },
  UNSUPPORTED_MEDIA_TYPE: { category: 'RequestError', status: 415, message: 'The request body must be JSON.' },
  INVALID_FIELD: { category: 'RequestError', status: 400, message: '{reason}' },
  MISSING_FIELD: { category: 'RequestError', status: 400, message: '{field} is required.' },
  UNKNOWN_FIELD: { category: 'RequestError', status: 400, message: '{field} is not a known field.' },
  INVALID_QUERY: { category: 'RequestError', status: 400, message: 'Query parameter {field}: {reason}' },
  PASSWORD_TOO_SHORT: {
    category: 'DataFormatError',
    status: 400,
    message: 'The password must be at least {min} characters long.',
  },
  PASSWORD_TOO_LONG: {
    category: 'DataFormatError',
    status: 400,
    message: 'The password must be at most {max} characters long.',
  },
  PASSWORD_COMMON: {
    category: 'DataFormatError',
    status: 400,
    message: 'This password is too common. Choose one that is harder to guess.',
  },
  PASSWORD_MISMATCH: {
    category: 'DataFormatError',
    status: 400,
    message: 'The new password and its confirmation do not match.',
  },
  PASSWORD_SAME: {
    category: 'DataFormatError',
    status: 400,
    message: 'The new password must differ from the current one.',
  },
  // Data
  NOT_FOUND: { category: 'MissingDataError', status: 404, message: '{what} was not found.' },
  ROUTE_NOT_FOUND: { category: 'RequestError', status: 404, message: 'There is no {method} {path}.' },
  VERSION_CONFLICT: {
    category: 'DBStateError',
    status: 409,
    message: 'This record was changed by someone else (now version {current}). Reload it before saving again.',
  },
  LIST_CHANGED: {
    category: 'DBStateError',
    status: 409,
    message: 'The list changed since you chose: {matching} records match now, not {expected}. Look at it again before deleting.',
  },
  ALREADY_PENDING: {
    category: 'DBStateError',
    status: 409,
    message: 'This record already has a pending {action} waiting for review.',
  },
  NOTHING_PENDING: { category: 'DBStateError', status: 409, message: 'There are no pending changes for {asset}.' },
  RECORD_IMPORTING: {
    category: 'DBStateError',
    status: 409,
    message: '{what} is being changed by a CSV import that is still running. Try again in a moment.',
  },
  NOTHING_TO_RESTORE: {
    category: 'DBStateError',
    status: 409,
    message: 'Version {version} holds what the record already shows; restoring it would change nothing.',
  },
  OWNED_RECORD: {
    category: 'DBStateError',
    status: 409,
    message: '{what} is part of {owner} and changes only with it: edit {owner} instead.',
  },
  READ_ONLY_FIELD: {
    category: 'RequestError',
    status: 400,
    message: '{fields} cannot be set by a client: the server sets {them}. Leave {them} out (or send the stored value).',
  },
  SCHEDULE_DONE: {
    category: 'DBStateError',
    status: 409,
    message: 'This scheduled publish is {state} and can no longer be cancelled.',
  },
  WOULD_STRAND: {
    category: 'DBStateError',
    status: 409,
    message: 'Dropping these changes would leave {names} pointing at a record that never was: include them, or reject instead.',
  },
  REFERENCE_NOT_LIVE: {
    category: 'DBStateError',
    status: 409,
    message: 'Cannot publish: {details}',
  },
  LOCALE_UNKNOWN: {
    category: 'LocaleError',
    status: 400,
    message: 'locale_country_code "{locale}" is not one of this website\'s locales ({known}).',
  },
  WEBHOOK_URL_INVALID: {
    category: 'DataFormatError',
    status: 400,
    message: 'The webhook address {url} cannot be used: {reason}',
  },
  // Files (upload, signed links, serving)
  FILE_TOO_LARGE: { category: 'RequestError', status: 413, message: 'The file is larger than the {limit} limit.' },
  FILE_TYPE_NOT_ALLOWED: {
    category: 'DataFormatError',
    status: 415,
    message: 'Files of type {type} cannot be uploaded. Allowed types: {allowed}.',
  },
  FILE_CONTENT_MISMATCH: {
    category: 'DataFormatError',
    status: 415,
    message: 'The file content is not {type}. Choose a real {type} file or the type that matches it.',
  },
  FILE_NOT_FOUND: { category: 'MissingDataError', status: 404, message: 'The file {file} was not found.' },
  FILE_FORBIDDEN: { category: 'AuthError', status: 403, message: 'You do not have access to this file.' },
  FILE_LINK_INVALID: { category: 'AuthError', status: 403, message: 'This file link is invalid or was altered.' },
  FILE_LINK_EXPIRED: {
    category: 'AuthError',
    status: 403,
    message: 'This file link has expired. Open the file again from the console to get a new link.',
  },
  FILE_PROTECTED: { category: 'AuthError', status: 403, message: 'A protected file cannot have a public link.' },
  FILE_SIGNING: { category: 'UnknownError', status: 500, message: 'Error while signing file' },
  PRESIGN: { category: 'UnknownError', status: 500, message: 'Error while getting public presign url' },
  BAD_CHARACTER: {
    category: 'RequestError',
    status: 400,
    message: '{field} contains a NUL character or broken Unicode (a lone surrogate), which cannot be stored.',
  },
  JSON_TOO_DEEP: {
    category: 'RequestError',
    status: 400,
    message: 'The request body nests objects and arrays deeper than {limit} levels.',
  },
  PREFERENCES_FULL: {
    category: 'RequestError',
    status: 400,
    message: 'You keep {count} console settings already, the most there may be: delete a saved view first.',
  },
  BAD_REQUEST: { category: 'RequestError', status: 400, message: 'The request could not be read (malformed address or headers).' },
  WITHDRAW_NEEDS_CHECKER: {
    category: 'AuthError',
    status: 403,
    message: 'Someone else also wrote {names}; withdrawing it needs the checker role for {area}.',
  },
  INTERNAL: { category: 'UnknownError', status: 500, message: 'Something went wrong on our side. Please try again later.' },
  UNAVAILABLE: { category: 'UnknownError', status: 503, message: 'The server is shutting down. Please try again in a moment.' },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof errorCatalogue;
export type ErrorParams = MessageParams;
export { formatMessage };

/** The body every failure carries across the API (docs/architecture.md §7). */
export interface ErrorBody {
  error: { category: ErrorCategory; code: ErrorCode; message: string; field?: string; details?: unknown };
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly category: ErrorCategory;
  readonly status: number;
  readonly field?: string;
  readonly details?: unknown;

  constructor(code: ErrorCode, params: ErrorParams = {}, extra: { field?: string; details?: unknown } = {}) {
    const entry: ErrorEntry = errorCatalogue[code];
    super(formatMessage(entry.message, params));
    this.name = 'AppError';
    this.code = code;
    this.category = entry.category;
    this.status = entry.status;
    this.field = extra.field;
    this.details = extra.details;
  }

  toBody(): ErrorBody {
    const error: ErrorBody['error'] = { category: this.category, code: this.code, message: this.message };
    if (this.field !== undefined) error.field = this.field;
    if (this.details !== undefined) error.details = this.details;
    return { error };
  }
}
