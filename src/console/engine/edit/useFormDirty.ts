import type { RJSFSchema } from '@rjsf/utils';
import { getDefaultFormState } from '@rjsf/utils';
import { useCallback, useMemo, useState } from 'react';
import { sameData } from '../../../shared/rules/sameData';
import type { ValidatorType } from '@rjsf/utils';

/**
 * Whether the form differs from what it was loaded with. The baseline has the schema defaults
 * filled in, as rjsf fills them, so an untouched new record is not "changed". State only flips
 * when the answer does, so typing does not re-render the page; a new `formKey` (another record,
 * a reload, a saved version) starts clean.
 */
export function useFormDirty(
  schema: RJSFSchema,
  initial: Record<string, unknown>,
  formKey: string,
  /** Undefined while the kind's validator loads (the form is not on screen yet). */
  validator: ValidatorType | undefined,
) {
  const baseline = useMemo<unknown>(
    () => (validator ? getDefaultFormState(validator, schema, initial, schema) : initial),
    [validator, schema, initial],
  );
  const [state, setState] = useState({ key: formKey, dirty: false });
  const update = useCallback(
    (data: unknown) => {
      const dirty = !sameData(baseline, data);
      setState((prev) => (prev.key === formKey && prev.dirty === dirty ? prev : { key: formKey, dirty }));
    },
    [baseline, formKey],
  );
  const clear = useCallback(() => setState({ key: formKey, dirty: false }), [formKey]);
  return { dirty: state.key === formKey && state.dirty, update, clear };
}
