import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { Declaration } from '../../../shared/registry';
import { useEffect, useMemo } from 'react';
import { InlineAlert } from '../../common/InlineAlert';
import { storedMisfit } from '../../../shared/storedDataMessages';
import type { FieldMessage } from './fieldErrors';

interface StoredProblemsProps {
  validator: ValidatorType;
  decl: Declaration;
  /** The record as the form starts from it. */
  data: Record<string, unknown>;
  /** Shows the problems beside their fields, as the server's errors are (each cleared when its field changes). */
  onFound: (fields: FieldMessage[]) => void;
}

/**
 * The stored values of a saved record that its declaration no longer accepts (a change made without
 * a declared migration, a manual edit), found when the page opens: the manager sees each with the
 * rule it breaks before a save is refused for it (docs/declarations.md, Changing a declaration).
 * Round-tripped through JSON as rjsf's submit is, so what is checked is what a save would send.
 * Keyed by the form, so each new start of it is checked again. The default export is React.lazy's.
 */
export default function StoredProblems({ validator, decl, data, onFound }: StoredProblemsProps) {
  const fields = useMemo(
    () =>
      validator
        .validateFormData(JSON.parse(JSON.stringify(data)), decl.schema as unknown as RJSFSchema)
        .errors.map((e): FieldMessage => ({ field: e.property ?? '', message: e.message ?? '' })),
    [validator, decl, data],
  );
  useEffect(() => {
    // After the page's own effects of this render, which start its field errors afresh.
    if (fields.length) queueMicrotask(() => onFound(fields));
  }, [fields, onFound]);
  if (!fields.length) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      <InlineAlert type="warning" data-testid="stored-misfit" title={storedMisfit(decl.label.one.toLowerCase(), fields.length)} />
    </div>
  );
}
