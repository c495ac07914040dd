/**
 * What the dynamic form builder checks before it previews or saves a field, and the small edits
 * it makes to the field list. Pure; the sentences come from messages.ts.
 */
import { tBuilder } from '../../shared/builderMessages';
import { isChoiceType, isTextType, type BuilderField, type BuilderInputType } from './formBuilder';

/** The same rule the generic forms' field_name follows; it names the value in submissions. */
export const FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;
export const FIELD_KEY_MAX = 40;

export type ProblemPart = 'key' | 'label' | 'options' | 'pattern' | 'length';

export interface BuilderProblem {
  /** Index of the field in the list. */
  index: number;
  part: ProblemPart;
  /** Something not filled in yet (rather than filled in wrongly): worth saying only once Save is pressed. */
  missing: boolean;
  message: string;
}

/** `Work e-mail` → `work_e_mail`: what a manager would have typed as the key. */
export function keyFromLabel(label: string): string {
  const key = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const safe = /^[a-z]/.test(key) ? key : key === '' ? 'field' : `field_${key}`;
  return safe.slice(0, FIELD_KEY_MAX).replace(/_+$/, '');
}

/** `base`, or `base_2`, `base_3`… when another field already has it. */
export function uniqueKey(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, FIELD_KEY_MAX - String(n).length - 1)}_${n}`;
    if (!taken.includes(candidate)) return candidate;
  }
}

/**
 * The key after the label changed: a new field's key follows its label until the manager types a
 * key of their own (it no longer matches what the old label gave). Saved fields keep theirs,
 * because submissions already name their values by it.
 */
export function keyAfterLabelChange(field: BuilderField, label: string, otherKeys: readonly string[]): string {
  const followed = field.key === uniqueKey(keyFromLabel(field.label), otherKeys) || /^field(_\d+)?$/.test(field.key);
  return followed ? uniqueKey(keyFromLabel(label), otherKeys) : field.key;
}

export function newField(taken: readonly string[], inputType: BuilderInputType = 'text'): BuilderField {
  return { key: uniqueKey('field', taken), label: '', inputType, required: false };
}

/** The list with one field moved by `by` places (-1 up, +1 down); unchanged at either end. */
export function moveField<T>(list: readonly T[], index: number, by: number): T[] {
  const target = index + by;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  next.splice(target, 0, ...next.splice(index, 1));
  return next;
}

/**
 * A field switched to another input type keeps only what still applies, so a select turned into
 * a tel field does not carry choices nobody sees, and vice versa.
 */
export function withInputType(field: BuilderField, inputType: BuilderInputType): BuilderField {
  const next: BuilderField = { ...field, inputType };
  delete next.custom;
  if (!isChoiceType(inputType)) delete next.options;
  else if (!next.options) next.options = [];
  if (!isTextType(inputType)) {
    delete next.pattern;
    delete next.minLength;
    delete next.maxLength;
  }
  return next;
}

function patternCompiles(pattern: string): boolean {
  try {
    // Both validators (ajv on the server, the console's interpreting one) compile patterns with the u flag.
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/** Every reason the fields cannot be saved yet, each tied to the field and the part to fix. */
export function builderProblems(fields: readonly BuilderField[]): BuilderProblem[] {
  const out: BuilderProblem[] = [];
  const seen = new Map<string, number>();
  fields.forEach((field, index) => {
    const add = (part: ProblemPart, message: string, missing = false) => out.push({ index, part, missing, message });
    const name = field.label.trim() || tBuilder('builderFieldN', { n: index + 1 });
    if (field.label.trim() === '') add('label', tBuilder('builderLabelRequired', { n: index + 1 }), true);
    if (field.key === '') add('key', tBuilder('builderKeyRequired', { label: name }), true);
    else if (!FIELD_KEY_PATTERN.test(field.key) || field.key.length > FIELD_KEY_MAX)
      add('key', tBuilder('builderKeyFormat', { key: field.key, max: FIELD_KEY_MAX }));
    else if (seen.has(field.key)) add('key', tBuilder('builderKeyDuplicate', { key: field.key }));
    seen.set(field.key, index);
    if (isChoiceType(field.inputType)) {
      const options = field.options ?? [];
      if (options.length === 0) add('options', tBuilder('builderOptionsRequired', { label: name }), true);
      const twice = options.find((o, i) => options.indexOf(o) !== i);
      if (twice !== undefined) add('options', tBuilder('builderOptionDuplicate', { label: name, option: twice }));
    }
    if (field.pattern && !patternCompiles(field.pattern)) add('pattern', tBuilder('builderPatternInvalid', { label: name }));
    if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength) {
      add('length', tBuilder('builderLengthOrder', { label: name }));
    }
  });
  return out;
}
