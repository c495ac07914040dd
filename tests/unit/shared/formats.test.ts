import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import {
  BLOCKED_EMAIL_DOMAINS,
  FIELD_INPUT_TYPES,
  checkFormat,
  customFormats,
  formatMessages,
  isFormat,
  type FormatName,
} from '../../../src/shared/formats';
import { createAjv } from '../../../src/shared/validator';

type Row = [value: string, accepted: boolean, because: string];

const rules: Record<Exclude<FormatName, 'text' | 'password' | 'search' | 'genericString'>, Row[]> = {
  workEmail: [
    ['jane@acme.io', true, 'a company domain is a work e-mail'],
    ['j.doe_1%x+tag-2@mail.acme.co.uk', true, 'the local part allows letters, digits and . _ % + -'],
    ['ops@gmail.company.com', true, 'a blocked host inside a longer domain is not the blocked domain'],
    ['Jane@Acme.IO', true, 'letters may be upper case'],
    ['a@b.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghi', true, 'the suffix may have 61 characters'],
    ['jane@gmail.com', false, 'gmail.com is a personal address'],
    ['jane@yahoo.co.in', false, 'yahoo.co.in is a personal address'],
    ['jane@GMAIL.COM', false, 'the blocklist ignores case'],
    ['jane@acme', false, 'the domain needs a dot and a suffix'],
    ['jane@acme.i', false, 'the suffix needs at least 2 characters'],
    ['a@b.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghij', false, 'the suffix may not exceed 61 characters'],
    ['ja ne@acme.io', false, 'the local part allows no spaces'],
    ['jane!@acme.io', false, 'the local part allows no other punctuation'],
  ],
  email: [
    ['jane@acme.io', true, 'a plain address is an e-mail'],
    ['jane@gmail.com', true, 'a personal address is still an e-mail'],
    ['first.last+tag@sub.example.co.in', true, 'dots, plus tags and subdomains are fine'],
    ["o'brien@example.ie", true, 'an apostrophe is allowed in the local part'],
    ['X@EXAMPLE.COM', true, 'upper case is fine'],
    ['jane', false, 'an address needs an @'],
    ['jane@', false, 'an address needs a domain'],
    ['@acme.io', false, 'an address needs a local part'],
    ['jane@localhost', false, 'the domain needs a dot and a suffix'],
    ['jane doe@acme.io', false, 'an address has no spaces'],
    ['jane@@acme.io', false, 'an address has one @'],
  ],
  number: [
    ['0', true, 'a single digit is a number'],
    ['42', true, 'digits are a number'],
    ['007', true, 'leading zeros are still digits'],
    ['1234567890123', true, 'long runs of digits are fine'],
    ['9', true, 'nine is a number'],
    ['', false, 'an empty value has no digits'],
    ['-1', false, 'a sign is not a digit'],
    ['1.5', false, 'a decimal point is not a digit'],
    ['1 000', false, 'a space is not a digit'],
    ['12a', false, 'a letter is not a digit'],
  ],
  tel: [
    ['9876543210', true, 'ten digits make a phone number'],
    ['+919876543210', true, 'an optional plus may lead'],
    ['1234567', true, '7 digits is the shortest number'],
    ['+123456789012345', true, '15 digits is the longest number'],
    ['4420712345', true, 'a non-zero first digit then more digits'],
    ['0987654321', false, 'the first digit may not be 0'],
    ['123456', false, '6 digits is too short'],
    ['1234567890123456', false, '16 digits is too long'],
    ['+91 98765 43210', false, 'spaces are not allowed'],
    ['++919876543210', false, 'only one plus'],
    ['98765-43210', false, 'dashes are not allowed'],
  ],
  url: [
    ['https://acme.io', true, 'an https address is a url'],
    ['http://www.acme.io/path?q=1#top', true, 'a path, query and fragment may follow'],
    ['acme.io', true, 'the scheme is optional'],
    ['https://shop.acme.co.in:8443/cart', true, 'a port may follow the host'],
    ['HTTPS://ACME.IO', true, 'case does not matter'],
    ['ftp://acme.io', false, 'only http and https schemes'],
    ['https://localhost', false, 'the host needs a dot TLD'],
    ['https://acme', false, 'a bare word is not a host'],
    ['https://acme io.com', false, 'a host has no spaces'],
    ['https://-acme.io', false, 'a label does not start with a hyphen'],
    ['', false, 'an empty value is not a url'],
  ],
  urlOrDomain: [
    ['acme.io', true, 'a bare domain is accepted'],
    ['www.acme.co.in', true, 'a bare subdomain is accepted'],
    ['https://acme.io/about', true, 'a full url is accepted'],
    ['http://acme.io:8080', true, 'a url with a port is accepted'],
    ['acme.io/path', true, 'a domain with a path is accepted'],
    ['acme', false, 'a domain needs a dot TLD'],
    ['mailto:jane@acme.io', false, 'other schemes are refused'],
    ['acme.123', false, 'a TLD is letters'],
    ['acme..io', false, 'empty labels are refused'],
    ['https://', false, 'a scheme alone is not a url'],
  ],
  color: [
    ['#fff', true, '#rgb is a hex colour'],
    ['#1677ff', true, '#rrggbb is a hex colour'],
    ['#ABCDEF', true, 'upper-case hex is fine'],
    ['#000000', true, 'black is a hex colour'],
    ['#a1B2c3', true, 'mixed case is fine'],
    ['fff', false, 'the # is required'],
    ['#ffff', false, '4 digits is neither #rgb nor #rrggbb'],
    ['#12345g', false, 'g is not a hex digit'],
    ['red', false, 'colour names are not hex'],
    ['rgb(0,0,0)', false, 'rgb() is not hex'],
  ],
  imageRef: [
    ['https://cdn.example.com/speakers/nora.jpg', true, 'a web address is an image reference'],
    ['cdn.example.com/logo.png', true, 'the scheme is optional, as for url'],
    ['1/2/images/0123456789abcdef-portrait.png', true, 'an uploaded file of a website is kept by key'],
    ['1/client/people/photos/fedcba9876543210-nora.jpg', true, 'a client-wide upload has the client segment'],
    ['/1/2/images/0123456789abcdef-portrait.png', true, 'a leading slash is allowed'],
    ['1/2/images/0123456789ABCDEF-portrait.png', false, 'the random part of a key is lower-case hex'],
    ['0/2/images/0123456789abcdef-portrait.png', false, 'client ids start at 1'],
    ['1/2/0123456789abcdef-portrait.png', false, 'a key has at least one folder'],
    ['1/2/../0123456789abcdef-portrait.png', false, 'no parent folders'],
    ['javascript:alert(1)', false, 'a script address is not an image'],
    ['', false, 'an empty value is not an image'],
  ],
  hexColor: [
    ['#abc', true, '#rgb is a hex colour'],
    ['#abcdef', true, '#rrggbb is a hex colour'],
    ['#ABC', true, 'upper case is fine'],
    ['#012345', true, 'digits are hex'],
    ['#fFf', true, 'mixed case is fine'],
    ['#abcd', false, '4 digits is not a colour'],
    ['#abcdefa', false, '7 digits is not a colour'],
    ['abcdef', false, 'the # is required'],
    ['#xyz', false, 'x, y and z are not hex'],
    ['', false, 'an empty value is not a colour'],
  ],
  alphanumeric: [
    ['abc123', true, 'letters and digits'],
    ['ABC', true, 'letters only'],
    ['123', true, 'digits only'],
    ['a', true, 'a single letter'],
    ['Zone7B', true, 'mixed case letters and digits'],
    ['abc 123', false, 'no spaces'],
    ['abc-123', false, 'no hyphens'],
    ['café', false, 'no accented letters'],
    ['', false, 'not empty'],
    ['abc_1', false, 'no underscores'],
  ],
  alphanumericWithSpaces: [
    ['Hall 2', true, 'letters, digits and a space'],
    ['abc', true, 'spaces are optional'],
    ['  padded  ', true, 'leading and trailing spaces are allowed'],
    ['A B C 1 2 3', true, 'many spaces'],
    ['42', true, 'digits alone'],
    ['   ', false, 'not only spaces'],
    ['', false, 'not empty'],
    ['Hall-2', false, 'no hyphens'],
    ['Hall\t2', false, 'tabs are not spaces'],
    ['Hall #2', false, 'no other punctuation'],
  ],
  alphabetsOnly: [
    ['abc', true, 'lower-case letters'],
    ['ABC', true, 'upper-case letters'],
    ['Jane', true, 'a name'],
    ['x', true, 'a single letter'],
    ['MixedCase', true, 'mixed case'],
    ['abc1', false, 'no digits'],
    ['Jane Doe', false, 'no spaces'],
    ['', false, 'not empty'],
    ["O'Brien", false, 'no apostrophes'],
    ['José', false, 'no accented letters'],
  ],
  alphabetsWithSpaces: [
    ['Jane Doe', true, 'letters and a space'],
    ['Jane', true, 'spaces are optional'],
    [' Jane ', true, 'surrounding spaces are allowed'],
    ['a b c', true, 'many spaces'],
    ['MAIN HALL', true, 'upper case'],
    ['  ', false, 'not only spaces'],
    ['', false, 'not empty'],
    ['Hall 2', false, 'no digits'],
    ['Jane-Doe', false, 'no hyphens'],
    ['Jane\nDoe', false, 'a newline is not a space'],
  ],
  numericOnly: [
    ['0', true, 'a digit'],
    ['123', true, 'digits'],
    ['000', true, 'zeros'],
    ['9876543210', true, 'many digits'],
    ['5', true, 'five'],
    ['12 34', false, 'no spaces'],
    ['', false, 'not empty'],
    ['1.0', false, 'no decimal point'],
    ['-5', false, 'no sign'],
    ['١٢٣', false, 'only ASCII digits'],
  ],
  numericWithSpaces: [
    ['12 34', true, 'digits and a space'],
    ['1234', true, 'spaces are optional'],
    [' 1 ', true, 'surrounding spaces are allowed'],
    ['98765 43210', true, 'a grouped phone number'],
    ['0 0 0', true, 'many spaces'],
    ['    ', false, 'not only spaces'],
    ['', false, 'not empty'],
    ['12a 34', false, 'no letters'],
    ['12-34', false, 'no hyphens'],
    ['+91 98765', false, 'no plus'],
  ],
};

describe.each(Object.entries(rules))('format %s', (name, rows) => {
  it.each(rows)('%j → %s: %s', (value, accepted) => {
    expect(checkFormat(name as FormatName, value)).toBe(accepted);
  });

  it('has a readable message', () => {
    expect(formatMessages[name]).toMatch(/^must /);
  });
});

describe.each(['text', 'password', 'search', 'genericString'] as const)('format %s has no pattern', (name) => {
  it.each(['', 'anything at all', '   ', '!@#$%^&*()', 'ünïcödé ✓'])('accepts %j', (value) => {
    expect(checkFormat(name, value)).toBe(true);
  });
});

describe('format registry', () => {
  it('registers every field input type and the work e-mail rule', () => {
    for (const type of FIELD_INPUT_TYPES) expect(isFormat(type)).toBe(true);
    expect(isFormat('workEmail')).toBe(true);
    expect(isFormat('nonsense')).toBe(false);
    expect(isFormat('toString')).toBe(false);
  });

  it.each(BLOCKED_EMAIL_DOMAINS.map((d) => [d]))('refuses %s as a work e-mail domain', (domain) => {
    expect(checkFormat('workEmail', `jane@${domain}`)).toBe(false);
  });

  it('gives the same answer twice (no stateful global regexes)', () => {
    for (const check of Object.values(customFormats)) {
      if (check instanceof RegExp) expect(check.flags).not.toContain('g');
    }
  });
});

describe('the same formats in ajv and rjsf', () => {
  const schema: RJSFSchema = {
    type: 'object',
    properties: { contact: { type: 'string', title: 'Contact e-mail', format: 'workEmail' } },
  };

  it('lets an rjsf validator refuse a personal e-mail in a workEmail field', () => {
    const validator = customizeValidator({ customFormats });
    const bad = validator.validateFormData({ contact: 'jane@gmail.com' }, schema);
    expect(bad.errors).toHaveLength(1);
    expect(bad.errors[0]!.property).toBe('.contact');
    const good = validator.validateFormData({ contact: 'jane@acme.io' }, schema);
    expect(good.errors).toEqual([]);
  });

  it('compiles a schema with declaration keywords such as x-ref', () => {
    const ajv = createAjv({ strict: true });
    const validate = ajv.compile({
      type: 'object',
      properties: {
        speaker_id: { type: 'integer', 'x-ref': 'speakers' },
        currency: { type: 'string', 'x-options': 'currencies', 'x-widget': 'select' },
        contact: { type: 'string', format: 'workEmail', 'x-unique': true, 'x-readonly': false },
      },
    });
    expect(validate({ speaker_id: 1, currency: 'INR', contact: 'a@acme.io' })).toBe(true);
    expect(validate({ contact: 'a@gmail.com' })).toBe(false);
  });
});
