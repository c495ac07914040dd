/**
 * A message of the catalogues (messages.ts, errors.ts and the others) filled in: `{name}` takes a
 * parameter, and `{count, plural, one {# change} other {# changes}}` the form English uses for that
 * number (Intl.PluralRules; `=0`-style exact forms first, `#` the number itself). A form may hold
 * `{name}` placeholders of its own. Unknown names stay visible, so a missing parameter is noticed.
 */
export type MessageParams = Record<string, string | number>;

const FORM = String.raw`(?:=\d+|zero|one|two|few|many|other)\s*\{(?:[^{}]|\{\w+\})*\}`;
const PLURAL = new RegExp(String.raw`\{(\w+),\s*plural,((?:\s*${FORM})+)\s*\}`, 'g');
const FORMS = /(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{\w+\})*)\}/g;
const english = new Intl.PluralRules('en');

function pluralOf(whole: string, value: string | number | undefined, forms: string): string {
  if (value === undefined) return whole;
  const n = Number(value);
  const chosen = new Map([...forms.matchAll(FORMS)].map(([, selector, text]) => [selector!, text!]));
  const text = chosen.get(`=${n}`) ?? chosen.get(english.select(n)) ?? chosen.get('other');
  return text === undefined ? whole : text.replace(/#/g, String(value));
}

export function formatMessage(template: string, params: MessageParams = {}): string {
  return template
    .replace(PLURAL, (whole, name: string, forms: string) => pluralOf(whole, name in params ? params[name] : undefined, forms))
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The `t` of one part of the message catalogue: its keys only, each filled in by formatMessage. */
export function translator<K extends string>(messages: Readonly<Record<K, string>>): (key: K, params?: MessageParams) => string {
  return (key, params) => formatMessage(messages[key], params);
}
