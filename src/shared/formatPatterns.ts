/**
 * The patterns of docs/product.md §5 as plain regular expressions. Kept apart from formats.ts so the
 * tables stay readable; nothing here may import Node or React (the console bundles it).
 * None of them carries the `g` flag: ajv and rjsf call `.test()` repeatedly on one instance.
 */

/**
 * Personal mail hosts refused by the work e-mail rule. docs/product.md §5 names only yahoo.co.in; the
 * rest are the common free providers the redacted list most plausibly held.
 */
export const BLOCKED_EMAIL_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.co.in',
  'aol.com',
  'icloud.com',
  'rediffmail.com',
] as const;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One DNS label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** A host that can be reached on the public web: labels, then a dot and an alphabetic TLD. */
const HOST = `(?:${LABEL}\\.)+[a-z]{2,63}`;

const URL_SOURCE = `^(?:https?://)?${HOST}(?::[0-9]{1,5})?(?:[/?#][^\\s]*)?$`;

/**
 * An uploaded file's key as the server's file store makes it (src/server/files/fileKeys.ts):
 * `<client>/<website|client>/<folders>/<16 hex>-<safe name>`, with an optional leading slash.
 */
const FILE_KEY_SOURCE =
  '/?[1-9][0-9]{0,9}/(?:client|[1-9][0-9]{0,9})(?:/[A-Za-z0-9][A-Za-z0-9_-]{0,63}){1,6}/[0-9a-f]{16}-[A-Za-z0-9][A-Za-z0-9._-]{0,119}';

const blockedDomains = BLOCKED_EMAIL_DOMAINS.map(escapeRegExp).join('|');

export const patterns = {
  /*
   * Local part exactly as docs/product.md §5 lists it. The look-ahead refuses a blocked domain only when it
   * is the whole domain, so mail.gmail.company.com stays a work address.
   */
  workEmail: new RegExp(`^[a-z0-9._%+-]+@(?!(?:${blockedDomains})$)(?:${LABEL}\\.)+[a-z]{2,61}$`, 'i'),
  // The HTML living standard's local part, with a dotted domain required (a@localhost is no use to a website).
  email: new RegExp(`^[a-z0-9.!#$%&'*+/=?^_\`{|}~-]+@${HOST}$`, 'i'),
  number: /^[0-9]+$/,
  tel: /^\+?[1-9][0-9]{6,14}$/,
  url: new RegExp(URL_SOURCE, 'i'),
  // The scheme is already optional for url, so a bare domain passes both; docs/product.md §5 gives no further difference.
  urlOrDomain: new RegExp(URL_SOURCE, 'i'),
  fileKey: new RegExp(`^${FILE_KEY_SOURCE}$`),
  alphanumeric: /^[A-Za-z0-9]+$/,
  // The look-aheads keep a value of only spaces out: it would look filled in but say nothing.
  alphanumericWithSpaces: /^(?=.*[A-Za-z0-9])[A-Za-z0-9 ]+$/,
  alphabetsOnly: /^[A-Za-z]+$/,
  alphabetsWithSpaces: /^(?=.*[A-Za-z])[A-Za-z ]+$/,
  numericOnly: /^[0-9]+$/,
  numericWithSpaces: /^(?=.*[0-9])[0-9 ]+$/,
  // The colour picker writes hex; named and rgb() colours would not round-trip through it.
  hexColor: /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i,
} as const satisfies Record<string, RegExp>;
