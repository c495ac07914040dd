import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { useCallback, useMemo, useRef, useState } from 'react';
import { errorSchemaFrom, errorsAt, mergeErrorSchemas, pathFromId, withErrorsAt, type FieldMessage } from './fieldErrors';
import type { ValidatorType } from '@rjsf/utils';

const NONE: ErrorSchema = {};

/**
 * Errors shown beside rjsf's own (its `extraErrors`): the server's, and a field's own when it is
 * left (docs/architecture.md §5a: a field on blur, the whole form on submit, nothing per keystroke). Editing a
 * field clears its errors — or, for a kind that declares `liveValidate`, checks it again at once,
 * as rjsf's liveValidate would but for that field only. The state only changes when some field's
 * errors do, so the form's other fields never re-render for it.
 */
export function useFieldErrors(schema: RJSFSchema, idPrefix: string, validator: ValidatorType | undefined, live = false) {
  const [server, setServer] = useState<ErrorSchema>(NONE);
  const [blurred, setBlurred] = useState<ErrorSchema>(NONE);
  const latest = useRef<unknown>(undefined);
  // Only fields the manager changed are checked on blur; tabbing through an empty form says nothing yet.
  const touched = useRef(new Set<string>());

  const setServerErrors = useCallback((fields: readonly FieldMessage[]) => setServer(fields.length ? errorSchemaFrom(fields) : NONE), []);

  /** Validates the record (one ajv call) and keeps only what concerns the field at `path`. */
  const check = useCallback(
    (path: string[]) => {
      // Round-tripped as rjsf does on submit: a cleared field is an undefined key, which ajv would call a wrong type.
      // No validator yet (its chunk is loading): the form is not on screen either.
      if (!validator) return;
      const data: unknown = JSON.parse(JSON.stringify(latest.current));
      const { errorSchema } = validator.validateFormData(data, schema);
      setBlurred((prev) => withErrorsAt(prev, path, errorsAt(errorSchema, path)));
    },
    [schema, validator],
  );

  /** onChange: remember the data for the next blur; drop the edited field's errors, or check it now when live. */
  const onFieldChange = useCallback(
    (data: unknown, id?: string) => {
      latest.current = data;
      if (!id) return;
      touched.current.add(id);
      const path = pathFromId(id, idPrefix);
      setServer((prev) => withErrorsAt(prev, path, []));
      if (live) check(path);
      else setBlurred((prev) => withErrorsAt(prev, path, []));
    },
    [idPrefix, live, check],
  );

  /** onBlur: check the field left, if the manager changed it. */
  const onFieldBlur = useCallback(
    (id: string) => {
      if (latest.current === undefined || !touched.current.has(id)) return;
      check(pathFromId(id, idPrefix));
    },
    [idPrefix, check],
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
