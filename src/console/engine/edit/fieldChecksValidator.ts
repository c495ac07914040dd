import type { ErrorObject } from 'ajv';
import type {
  CustomValidator,
  ErrorTransformer,
  RJSFSchema,
  RJSFValidationError,
  UiSchema,
  ValidationData,
  ValidatorType,
} from '@rjsf/utils';
import { processRawValidationErrors } from '../../vendor/rjsfValidationErrors';
import { localizeErrors } from './localizeErrors';
import { schemaErrors } from './schemaChecks';

/**
 * rjsf's ValidatorType for forms whose schema exists only at run time (the form builder's preview,
 * a part of a page's content): every format is checked by its validator compiled at build time,
 * the other keywords field by field, with ajv's error shapes and the server's sentences. No code
 * is generated in the browser, so the CSP needs no 'unsafe-eval'.
 */
class FieldChecksValidator implements ValidatorType {
  rawValidation<Result = unknown>(schema: RJSFSchema, formData?: unknown): { errors?: Result[]; validationError?: Error } {
    try {
      const errors = schemaErrors(formData ?? {}, schema);
      if (errors.length === 0) return { errors: undefined };
      localizeErrors(errors);
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

  isValid(schema: RJSFSchema, formData: unknown): boolean {
    return schemaErrors(formData ?? {}, schema).length === 0;
  }

  toErrorList(): RJSFValidationError[] {
    return [];
  }

  reset(): void {}
}

export const fieldChecksValidator: ValidatorType = new FieldChecksValidator();
