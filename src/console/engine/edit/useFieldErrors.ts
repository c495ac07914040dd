import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { useCallback, useMemo, useRef, useState } from 'react';
import { errorSchemaFrom, errorsAt, mergeErrorSchemas, pathFromId, withErrorsAt, type FieldMessage } from './fieldErrors';
import type { ValidatorType } from '@rjsf/utils';
import { fieldChecksValidator } from './fieldChecksValidator';

const NONE: ErrorSchema = {};

/**
 * Errors shown beside rjsf's own (its `extraErrors`): the server's, and a field's own when it is
 * left (docs/architecture.md §5a: a field on blur, the whole form on submit, nothing per keystroke). Editing a
 * field clears its errors; the state only changes when some field's errors do, so the form's
 * other fields never re-render for it.
 */
export function useFieldErrors(schema: RJSFSchema, idPrefix: string, validator: ValidatorType = fieldChecksValidator) {
  const [server, setServer] = useState<ErrorSchema>(NONE);
  const [blurred, setBlurred] = useState<ErrorSchema>(NONE);
  const latest = useRef<unknown>(undefined);
  // Only fields the manager changed are checked on blur; tabbing through an empty form says nothing yet.
  const touched = useRef(new Set<string>());

  const setServerErrors = useCallback((fields: readonly FieldMessage[]) => setServer(fields.length ? errorSchemaFrom(fields) : NONE), []);

  /** onChange: remember the data for the next blur, and drop the errors of the edited field. */
  const onFieldChange = useCallback(
    (data: unknown, id?: string) => {
      latest.current = data;
      if (!id) return;
      touched.current.add(id);
      const path = pathFromId(id, idPrefix);
      setServer((prev) => withErrorsAt(prev, path, []));
      setBlurred((prev) => withErrorsAt(prev, path, []));
    },
    [idPrefix],
  );

  /** onBlur: validate the record (one ajv call) and keep only what concerns the field left. */
  const onFieldBlur = useCallback(
    (id: string) => {
      if (latest.current === undefined || !touched.current.has(id)) return;
      const path = pathFromId(id, idPrefix);
      // Round-tripped as rjsf does on submit: a cleared field is an undefined key, which ajv would call a wrong type.
      const data: unknown = JSON.parse(JSON.stringify(latest.current));
      const { errorSchema } = validator.validateFormData(data, schema);
      setBlurred((prev) => withErrorsAt(prev, path, errorsAt(errorSchema, path)));
    },
    [schema, idPrefix, validator],
  );

  /** A submit validates everything itself; the blur findings would only repeat its errors. */
  const onSubmitted = useCallback(() => setBlurred(NONE), []);

  const reset = useCallback((data: unknown) => {
    latest.current = data;
    touched.current.clear();
    setServer(NONE);
    setBlurred(NONE);
  }, []);

  const errors = useMemo(
    () => (blurred === NONE ? server : server === NONE ? blurred : mergeErrorSchemas(server, blurred)),
    [server, blurred],
  );
  return { errors, setServerErrors, onFieldChange, onFieldBlur, onSubmitted, reset };
}
