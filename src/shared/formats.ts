/**
 * Field input types (docs/product.md §3) and their rules (docs/product.md §5) as ajv custom formats, written once and
 * registered both by the server's ajv (validator.ts) and by the console's rjsf validator
 * (`customizeValidator({ customFormats })`). Pure TS: it is bundled into the browser.
 */
import { BLOCKED_EMAIL_DOMAINS, patterns } from './formatPatterns';

export { BLOCKED_EMAIL_DOMAINS };

export const FIELD_INPUT_TYPES = [
  'text',
  'email',
  'number',
  'password',
  'search',
  'tel',
  'url',
  'color',
  'alphanumeric',
  'alphanumericWithSpaces',
  'alphabetsOnly',
  'alphabetsWithSpaces',
  'numericOnly',
  'numericWithSpaces',
  'genericString',
  'urlOrDomain',
] as const;
export type FieldInputType = (typeof FIELD_INPUT_TYPES)[number];

/** Every name a schema may use as `format`: the input types plus the extra rules. */
export type FormatName = FieldInputType | 'workEmail' | 'hexColor' | 'imageRef';

export type FormatCheck = RegExp | ((value: string) => boolean);

/*
 * Input types without a pattern are still registered, so a declaration can say
 * `format: "search"` without ajv warning about an unknown format on every compile.
 */
const anything = (): boolean => true;

const formatTable = {
  text: anything,
  password: anything,
  search: anything,
  genericString: anything,
  email: patterns.email,
  workEmail: patterns.workEmail,
  number: patterns.number,
  tel: patterns.tel,
  url: patterns.url,
  urlOrDomain: patterns.urlOrDomain,
  // An image is a web address or an uploaded file, kept by key and signed whenever it is shown.
  imageRef: (value: string) => patterns.url.test(value) || patterns.fileKey.test(value),
  // Also replaces rjsf's built-in `color`, which accepts names and rgb() the picker never writes.
  color: patterns.hexColor,
  hexColor: patterns.hexColor,
  alphanumeric: patterns.alphanumeric,
  alphanumericWithSpaces: patterns.alphanumericWithSpaces,
  alphabetsOnly: patterns.alphabetsOnly,
  alphabetsWithSpaces: patterns.alphabetsWithSpaces,
  numericOnly: patterns.numericOnly,
  numericWithSpaces: patterns.numericWithSpaces,
} as const satisfies Record<FormatName, FormatCheck>;

/**
 * The shape both `ajv.addFormat(name, fmt)` and rjsf's `customizeValidator({ customFormats })`
 * accept. Registering `email` and `url` here overrides ajv-formats' versions on purpose: a
 * declaration's `format: "url"` means the product's input type (docs/product.md §5), whose scheme is optional.
 */
export const customFormats: Record<string, FormatCheck> = formatTable;

const blockedExamples = BLOCKED_EMAIL_DOMAINS.slice(0, 2).join(' or ');

/** Completes "<Field> …": each starts with a verb and has no closing full stop. */
export const formatMessages: Readonly<Record<string, string>> = {
  text: 'may be any text',
  password: 'may be any text',
  search: 'may be any text',
  genericString: 'may be any text',
  email: 'must be an e-mail address such as name@example.com',
  workEmail: `must be a work e-mail address; personal addresses such as ${blockedExamples} are not accepted`,
  number: 'must contain digits only',
  tel: 'must be a phone number: optional +, then 7 to 15 digits not starting with 0',
  url: 'must be a web address such as https://example.com (the https:// part is optional)',
  urlOrDomain: 'must be a web address or a domain such as example.com',
  imageRef: 'must be an uploaded image or a web address such as https://example.com/photo.jpg',
  color: 'must be a hex colour such as #1677ff',
  hexColor: 'must be a hex colour such as #1677ff',
  alphanumeric: 'must contain letters and digits only',
  alphanumericWithSpaces: 'must contain letters, digits and spaces only, and not only spaces',
  alphabetsOnly: 'must contain letters only',
  alphabetsWithSpaces: 'must contain letters and spaces only, and not only spaces',
  numericOnly: 'must contain digits only',
  numericWithSpaces: 'must contain digits and spaces only, and not only spaces',
} satisfies Record<FormatName, string>;

export function isFormat(name: string): name is FormatName {
  return Object.hasOwn(formatTable, name);
}

/** Checks one value outside ajv, e.g. to validate as the user types. */
export function checkFormat(name: FormatName, value: string): boolean {
  const check: FormatCheck | undefined = formatTable[name];
  if (check === undefined) throw new Error(`Unknown format ${String(name)}.`);
  return typeof check === 'function' ? check(value) : check.test(value);
}
