import { Validator, format as cfFormats, type OutputUnit, type Schema } from '@cfworker/json-schema';
import type { ErrorObject } from 'ajv';
import type { CustomValidator, ErrorTransformer, RJSFSchema, RJSFValidationError, UiSchema, ValidationData, ValidatorType } from '@rjsf/utils';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import { customFormats } from '../../../shared/formats';

type Localizer = (errors?: ErrorObject[] | null) => void;
type Node = Record<string, unknown>;

// The console's CSP (script-src 'self', no 'unsafe-eval') forbids ajv's generated code, so the
// browser validates with an interpreting validator that takes the same shared formats.
for (const [name, check] of Object.entries(customFormats)) {
  cfFormats[name] = typeof check === 'function' ? check : (value: string) => check.test(value);
}

/** Keywords that only say "a child failed"; the child's own error is the one worth showing. */
const WRAPPERS = new Set(['properties', 'items', 'allOf', 'anyOf', 'oneOf', '$ref', 'if', 'then', 'else', 'dependentSchemas', 'prefixItems']);

function at(root: unknown, pointer: string): unknown {
  return pointer
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((p) => decodeURIComponent(p.replace(/~1/g, '/').replace(/~0/g, '~')))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Node)[key] : undefined), root);
}

function paramsFor(keyword: string, parent: Node, unit: OutputUnit): Record<string, unknown> {
  const quoted = /"([^"]+)"/.exec(unit.error)?.[1];
  switch (keyword) {
    case 'required':
      return { missingProperty: quoted ?? '' };
    case 'additionalProperties':
      return { additionalProperty: unit.instanceLocation.split('/').pop() ?? quoted ?? '' };
    case 'format':
      return { format: parent.format };
    case 'type':
      return { type: parent.type };
    case 'enum':
      return { allowedValues: parent.enum };
    case 'pattern':
      return { pattern: parent.pattern };
    default:
      return keyword in parent ? { limit: parent[keyword] } : {};
  }
}

/** cfworker's output units in the shape of ajv's errors, so rjsf and describeAjvErrors read them unchanged. */
export function toAjvErrors(schema: RJSFSchema, units: OutputUnit[]): ErrorObject[] {
  const errors: ErrorObject[] = [];
  for (const unit of units) {
    if (WRAPPERS.has(unit.keyword)) continue;
    const parentPointer = unit.keywordLocation.replace(/\/[^/]*$/, '');
    const parent = (at(schema, parentPointer) ?? {}) as Node;
    const params = paramsFor(unit.keyword, parent, unit);
    const instancePath = unit.instanceLocation.replace(/^#/, '');
    // cfworker reports a refused extra property at the property itself; ajv at its object.
    const path = unit.keyword === 'additionalProperties' ? instancePath.replace(/\/[^/]*$/, '') : instancePath;
    errors.push({
      instancePath: path,
      schemaPath: unit.keywordLocation,
      keyword: unit.keyword,
      params,
      message: unit.error,
      parentSchema: parent,
    } as ErrorObject);
  }
  return errors;
}

function validatorFor(schema: RJSFSchema, rootSchema?: RJSFSchema): Validator {
  const withDefs = rootSchema && rootSchema !== schema ? { ...schema, definitions: rootSchema.definitions, $defs: rootSchema.$defs } : schema;
  return new Validator(withDefs as Schema, '7', false);
}

/** rjsf's ValidatorType on @cfworker/json-schema: no generated code, same errors pipeline as ajv8's. */
export class CspSafeValidator implements ValidatorType {
  constructor(private readonly localizer?: Localizer) {}

  rawValidation<Result = unknown>(schema: RJSFSchema, formData?: unknown): { errors?: Result[]; validationError?: Error } {
    try {
      const result = validatorFor(schema).validate(formData ?? {});
      if (result.valid) return { errors: undefined };
      const errors = toAjvErrors(schema, result.errors);
      this.localizer?.(errors);
      return { errors: errors as Result[] };
    } catch (err) {
      return { validationError: err as Error };
    }
  }

  validateFormData(
    formData: unknown,
    schema: RJSFSchema,
    customValidate?: CustomValidator,
    transformErrors?: ErrorTransformer,
    uiSchema?: UiSchema,
  ): ValidationData<unknown> {
    const raw = this.rawValidation<ErrorObject>(schema, formData);
    return processRawValidationErrors(this, raw, formData, schema, customValidate, transformErrors, uiSchema);
  }

  isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema): boolean {
    try {
      return validatorFor(schema, rootSchema).validate(formData ?? {}).valid;
    } catch {
      return false;
    }
  }

  toErrorList(): RJSFValidationError[] {
    return [];
  }

  reset(): void {}
}
