import { describe, expect, it } from 'vitest';
import { KNOWN_FORMATS } from '../../../src/shared/declarationChecks';
import { FORMAT_EXAMPLES } from '../../../src/shared/formatExamples';
import { createAjv } from '../../../src/shared/validator';

const ajv = createAjv();
const valid = (format: string, value: string): boolean => ajv.validate({ type: 'string', format }, value);

describe('every format a declaration may use has examples that tell the truth', () => {
  it('covers exactly the known formats', () => {
    expect(Object.keys(FORMAT_EXAMPLES).sort()).toEqual([...KNOWN_FORMATS].sort());
  });

  it.each(Object.entries(FORMAT_EXAMPLES))('%s accepts its accepted example and refuses its refused one', (format, example) => {
    expect(valid(format, example.accepted)).toBe(true);
    if (example.refused !== undefined) expect(valid(format, example.refused)).toBe(false);
  });
});
