import { describe, expect, it } from 'vitest';
import { loadDeclarations } from '../../../src/server/declarations';
import { ENUMERATION_LABELS, enumLabelsOf } from '../../../src/shared/enumLabels';
import { enumeration, optionsEnumName } from '../../../src/shared/enums';
import { eachField } from '../../../src/shared/declarationFields';

/**
 * Every enumeration a declaration names shows words, never codes (src/shared/enumLabels.ts): each
 * value is labelled, or is a word already ("Upsell", "In person").
 */
const READS_AS_WORDS = /^[A-Z][a-z]+(?: [a-z]+)*$/;
const named = new Set<string>();
for (const decl of loadDeclarations().all()) {
  eachField(decl.schema, (_path, field) => {
    for (const f of [field, field.items]) {
      const name = f?.['x-options'] && optionsEnumName(f['x-options']);
      if (name) named.add(name);
    }
  });
}

describe('the enumerations the declarations name', () => {
  it('are found', () => {
    expect(named.size).toBeGreaterThan(5);
  });

  it.each([...named].sort())('%s: every value reads as words', (name) => {
    const labels = enumLabelsOf(`enum:${name}`) ?? {};
    const unreadable = enumeration(name)!.filter((value) => !labels[value] && !READS_AS_WORDS.test(value));
    expect(unreadable).toEqual([]);
  });
});

describe('the labels', () => {
  it.each(Object.entries(ENUMERATION_LABELS))('%s: label only values it has', (name, labels) => {
    expect(enumeration(name)).toEqual(expect.arrayContaining(Object.keys(labels)));
  });

  it('a reference-data source or an unknown enumeration has none', () => {
    expect(enumLabelsOf('currencies')).toBeUndefined();
    expect(enumLabelsOf('enum:noSuchThing')).toBeUndefined();
    expect(enumLabelsOf(undefined)).toBeUndefined();
  });
});
