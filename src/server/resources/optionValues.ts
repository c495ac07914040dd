import {
  countryList,
  currencyList,
  languageList,
  offerTypes,
  prodservTypes,
  speakerRoles,
  templates,
  type ReferenceItem,
} from '../reference/data';

/** The reference-data lists `x-options` may name whose values are fixed; flat_prodservs are records, checked as such. */
const LISTS: Record<string, () => ReferenceItem[]> = {
  currencies: currencyList,
  languages: languageList,
  countries: countryList,
  offertypes: () => offerTypes,
  speaker_roles: () => speakerRoles,
  flat_prodserv_types: () => prodservTypes,
  templates: () => templates,
};

const allowed = new Map<string, Set<string>>();

/**
 * Whether a value is one of the list's values, or undefined when the source is not a fixed list.
 * Compared as text, so a text field may hold a numeric id; 1e308 or "\t\n" match nothing.
 */
export function optionValues(source: string): Set<string> | undefined {
  const list = Object.hasOwn(LISTS, source) ? LISTS[source] : undefined;
  if (!list) return undefined;
  let values = allowed.get(source);
  if (!values) {
    values = new Set(list().map((item) => String(item.value)));
    allowed.set(source, values);
  }
  return values;
}
