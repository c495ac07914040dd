import { createRequire } from 'node:module';
import { PAGE_CODES, USE_CASES } from '../../shared/enums';

const require = createRequire(import.meta.url);
const currencyCodes = require('currency-codes') as {
  data: { code: string; number: string; digits: number; currency: string; countries: string[] }[];
};
const iso6391 = require('iso-639-1') as {
  getAllCodes(): string[];
  getName(code: string): string;
  getNativeName(code: string): string;
};
const isoCountries = require('i18n-iso-countries') as {
  getNames(lang: string, opts?: { select: 'official' }): Record<string, string>;
  alpha2ToAlpha3(code: string): string | undefined;
  alpha2ToNumeric(code: string): string | undefined;
};

/** Every reference item carries value and label, so any x-options field renders it as a select. */
export interface ReferenceItem {
  value: string | number;
  label: string;
  [field: string]: unknown;
}

function symbolOf(code: string): string {
  try {
    const part = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? code;
  } catch {
    return code;
  }
}

let currencies: ReferenceItem[] | undefined;
/** All ISO 4217 currencies, from the maintained currency-codes package. */
export function currencyList(): ReferenceItem[] {
  currencies ??= currencyCodes.data.map((c) => ({
    value: c.code,
    label: `${c.code} — ${c.currency}`,
    currency_code: c.code,
    currency_name: c.currency,
    currency_number: c.number,
    currency_digits: c.digits,
    currency_symbol: symbolOf(c.code),
  }));
  return currencies;
}

let languages: ReferenceItem[] | undefined;
/** All ISO 639-1 languages. */
export function languageList(): ReferenceItem[] {
  languages ??= iso6391
    .getAllCodes()
    .map((code) => ({
      value: code,
      label: iso6391.getName(code),
      language_code: code,
      language_name: iso6391.getName(code),
      language_native_name: iso6391.getNativeName(code),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return languages;
}

let countries: ReferenceItem[] | undefined;
/** All ISO 3166-1 countries. */
export function countryList(): ReferenceItem[] {
  countries ??= Object.entries(isoCountries.getNames('en', { select: 'official' }))
    .map(([alpha2, name]) => ({
      value: alpha2,
      label: name,
      country_code: alpha2,
      country_code_alpha3: isoCountries.alpha2ToAlpha3(alpha2) ?? '',
      country_numeric: isoCountries.alpha2ToNumeric(alpha2) ?? '',
      country_name: name,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return countries;
}

const OFFER_TYPES: [string, string, string][] = [
  ['PERCENT_DISCOUNT', 'Percentage discount', 'A percentage off the price'],
  ['FLAT_DISCOUNT', 'Flat discount', 'A fixed amount off the price'],
  ['EARLY_BIRD', 'Early bird', 'A lower price until a date'],
  ['GROUP_DISCOUNT', 'Group discount', 'A lower price for several seats bought together'],
  ['COUPON_CODE', 'Coupon code', 'A discount unlocked by a code at checkout'],
  ['BUNDLE', 'Bundle', 'Several products sold together for less'],
  ['FREE_ADDON', 'Free add-on', 'An add-on included at no cost'],
  ['SCHOLARSHIP', 'Scholarship', 'A need- or merit-based fee waiver'],
];
// value is the numeric id, because records store offer and product types by id.
export const offerTypes: ReferenceItem[] = OFFER_TYPES.map(([code, name, description], i) => ({
  value: i + 1,
  label: name,
  offertype_id: i + 1,
  offertype_code: code,
  offertype_name: name,
  offertype_description: description,
}));

const SPEAKER_ROLES = ['Keynote Speaker', 'Speaker', 'Panelist', 'Moderator', 'Mentor', 'Judge', 'Host', 'Workshop Facilitator'];
export const speakerRoles: ReferenceItem[] = SPEAKER_ROLES.map((name, i) => ({
  value: i + 1,
  label: name,
  role_id: i + 1,
  role_name: name,
}));

const PRODSERV_TYPES: [string, string, boolean][] = [
  ['COURSE_FEE', 'Course fee', true],
  ['PROGRAM_FEE', 'Program fee', true],
  ['DELEGATE_PASS', 'Delegate pass', true],
  ['SPONSORSHIP_PACKAGE', 'Sponsorship package', true],
  ['MEMBERSHIP', 'Membership', true],
  ['WORKSHOP', 'Workshop', true],
  ['MERCHANDISE', 'Merchandise', true],
  ['ADDON', 'Add-on', true],
  ['CONSULTATION', 'Consultation', false],
  ['FREE_RESOURCE', 'Free resource', false],
];
export const prodservTypes: ReferenceItem[] = PRODSERV_TYPES.map(([code, name, tradable], i) => ({
  value: i + 1,
  label: name,
  prodservtype_id: i + 1,
  prodservtype_code: code,
  prodservtype_name: name,
  prodservtype_is_tradable: tradable,
}));

const title = (code: string) =>
  code
    .toLowerCase()
    .replace(/_/g, ' ')
    .replace(/\b\w/g, (c) => c.toUpperCase());
/** Two template variants for every page code and use case; templates are chosen by pagetype_code. */
export const templates: ReferenceItem[] = PAGE_CODES.flatMap((page, p) =>
  USE_CASES.flatMap((usecase, u) =>
    ['Classic', 'Modern'].map((variant, v) => {
      const id = p * 100 + u * 10 + v + 1;
      return {
        value: id,
        label: `${title(page)} — ${variant} (${usecase})`,
        template_id: id,
        template_code: `${usecase}_${page}_${variant.toUpperCase()}`,
        template_name: `${title(page)} ${variant}`,
        pagetype_code: page,
        usecase_code: usecase,
      };
    }),
  ),
);
