import { useState } from 'react';
import type { ActionMode } from '../../../shared/enums';
import { t } from '../../../shared/messages';
import type { Declaration } from '../../../shared/registry';
import { ApiError, errorMessage } from '../../api/client';
import { flash } from '../../state/flashStore';
import { useSaveRecord } from '../hooks/useResourceMutations';
import { recordIdOf, type ResourceRow } from '../resourceApi';
import { serverFieldErrors, type FieldMessage } from './fieldErrors';

type Data = Record<string, unknown>;

/** A save refused because the record changed meanwhile (409 VERSION_CONFLICT). */
export interface Conflict {
  mine: Data;
  /** The version now stored, when the server said (error.details.current_version). */
  currentVersion?: number;
}

export interface SaveOptions {
  onFieldErrors: (fields: FieldMessage[]) => void;
  onSaved: (row: ResourceRow | null) => void;
  /** A copy's: the kinds below the original that go with it (CopyChildrenChoice.tsx). */
  copyChildren?: readonly string[];
}

/**
 * Create or update with the version the form was read at; docs/product.md §8 flashes on success and failure
 * (the server's message, else "Couldn't add/update … :("); field errors go to their fields; a
 * stale version opens the conflict dialog instead of losing anyone's edit.
 */
export function useRecordSave(
  decl: Declaration,
  mode: ActionMode,
  row: ResourceRow | null,
  { onFieldErrors, onSaved, copyChildren }: SaveOptions,
  locale?: string,
) {
  const { mutateAsync, isPending } = useSaveRecord(decl);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const creating = !decl.singleton && (mode === 'ADD' || mode === 'COPY');
  const what = decl.label.one;

  const submit = async (data: Data, version: number | undefined = row?.version): Promise<void> => {
    const id = creating || decl.singleton || !row ? undefined : recordIdOf(decl, row);
    try {
      const copyOf = mode === 'COPY' && row ? recordIdOf(decl, row) : undefined;
      const saved = await mutateAsync({ id, version: creating ? undefined : version, data, locale, copyOf, copyChildren });
      setConflict(null);
      onFieldErrors([]);
      // A save identical to the record is no change: the server answers it as it stands, its version unchanged.
      const unchanged = !creating && version !== undefined && saved?.version === version;
      if (unchanged) flash.info(t('nothingChanged', { what }));
      else flash.success(t(creating ? 'added' : 'updated', { what }));
      onSaved(saved);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'VERSION_CONFLICT') {
        const current = (err.details as { current_version?: unknown } | undefined)?.current_version;
        setConflict({ mine: data, currentVersion: typeof current === 'number' ? current : undefined });
        return;
      }
      onFieldErrors(serverFieldErrors(err));
      flash.danger(errorMessage(err, t(creating ? 'addFailed' : 'updateFailed', { what })));
    }
  };

  return { submit, saving: isPending, conflict, closeConflict: () => setConflict(null) };
}
