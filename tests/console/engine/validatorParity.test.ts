import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import formatValidators from 'virtual:format-validators';
import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../../../generators/lib/sampleRecord';
import { loadDeclarations } from '../../../src/server/declarations';
import { kindValidator } from '../../../src/console/engine/edit/kindValidator';
import { fieldChecksValidator } from '../../../src/console/engine/edit/fieldChecksValidator';
import { FORMAT_EXAMPLES } from '../../../src/shared/formatExamples';
import type { Declaration, FieldSchema } from '../../../src/shared/registry';
import { createAjv, describeAjvErrors } from '../../../src/shared/validator';

/**
 * One engine on both sides: every format and every declaration, good and bad values, through the
 * server's ajv and through the browser's validators (the kind's precompiled one, and the
 * field-by-field one for run-time schemas): the same verdicts and the same sentences.
 */
const registry = loadDeclarations();
const server = createAjv({ coerceTypes: false });
type Doc = Record<string, unknown>;

const serverMessages = (decl: Declaration, doc: Doc): string[] => {
  const validate = server.compile(decl.schema);
  return validate(structuredClone(doc))
    ? []
    : describeAjvErrors(validate.errors, decl.schema)
        .map((e) => e.message)
        .sort();
};
const browserMessages = (validator: ValidatorType, decl: Declaration, doc: Doc): string[] =>
  validator
    .validateFormData(structuredClone(doc), decl.schema as unknown as RJSFSchema)
    .errors.map((e) => e.message ?? '')
    .sort();

/** A valid record, then one breakage per top-level field: a refused format, a bound crossed, a wrong type, a missing requirement. */
function cases(decl: Declaration): [string, Doc][] {
  const good = sampleRecord(decl, { ref: () => 1, option: () => 'X', variant: 'parity' });
  const out: [string, Doc][] = [['a valid record', good]];
  for (const [name, field] of Object.entries<FieldSchema>(decl.schema.properties)) {
    const refused = field.format ? FORMAT_EXAMPLES[field.format as keyof typeof FORMAT_EXAMPLES]?.refused : undefined;
    if (refused !== undefined) out.push([`${name}: a refused ${field.format}`, { ...good, [name]: refused }]);
    if (typeof field.maxLength === 'number') out.push([`${name}: too long`, { ...good, [name]: 'x'.repeat(field.maxLength + 1) }]);
    if (typeof field.minimum === 'number') out.push([`${name}: below its minimum`, { ...good, [name]: field.minimum - 1 }]);
    if (field.type === 'integer' || field.type === 'number' || field.type === 'boolean')
      out.push([`${name}: text instead`, { ...good, [name]: 'seven' }]);
    if (decl.schema.required?.includes(name)) {
      const { [name]: _gone, ...rest } = good;
      out.push([`${name}: missing`, rest]);
    }
  }
  return out;
}

describe.each(registry.all().map((d) => [d.kind, d] as const))('%s', (_kind, decl) => {
  it.each(cases(decl))('%s: same verdict and sentences on the server and in the browser', async (_case, doc) => {
    const expected = serverMessages(decl, doc);
    expect(browserMessages(await kindValidator(decl), decl, doc)).toEqual(expected);
    expect(browserMessages(fieldChecksValidator, decl, doc)).toEqual(expected);
  });
});

describe('every format, compiled ahead of time, judges as the server does', () => {
  it.each(Object.entries(FORMAT_EXAMPLES))('%s', (format, example) => {
    const check = formatValidators[format];
    if (!check) throw new Error(`no compiled validator for format ${format}`);
    for (const value of [example.accepted, example.refused, '', ' ', 'x'].filter((v): v is string => v !== undefined)) {
      expect(check(value), `${format} ${JSON.stringify(value)}`).toBe(server.validate({ type: 'string', format }, value));
    }
  });
});
