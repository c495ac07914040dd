import type { ValidatorType } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import type { Declaration } from '../../../shared/registry';
import { kindValidator } from './kindValidator';

/** The kind's precompiled validator once its chunk has loaded (undefined until then). */
export function useKindValidator(decl: Declaration): ValidatorType | undefined {
  const [state, setState] = useState<{ kind: string; validator: ValidatorType } | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void kindValidator(decl).then((validator) => {
      if (live) setState({ kind: decl.kind, validator });
    });
    return () => {
      live = false;
    };
  }, [decl]);
  return state?.kind === decl.kind ? state.validator : undefined;
}
