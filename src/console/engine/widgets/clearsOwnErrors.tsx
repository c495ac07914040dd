import type { ErrorSchema, WidgetProps } from '@rjsf/utils';
import { useCallback, type ComponentType } from 'react';

/**
 * A widget whose change clears its field's errors from rjsf's last validation (a Save's): rjsf
 * keeps those until it validates again, unless a change carries the field's new ErrorSchema, which
 * then replaces them (its Form's processChange). Each change says "none yet"; the field is checked
 * again when it is left or saved (useFieldErrors.ts), and the console's own errors for it are
 * cleared there too.
 */
export function clearsOwnErrors<P extends Pick<WidgetProps, 'onChange'>>(Widget: ComponentType<P>): ComponentType<P> {
  function ClearsOwnErrors(props: P) {
    const { onChange } = props;
    const change = useCallback((value: unknown, errors?: ErrorSchema, id?: string) => onChange(value, errors ?? {}, id), [onChange]);
    return <Widget {...props} onChange={change} />;
  }
  ClearsOwnErrors.displayName = `ClearsOwnErrors(${Widget.displayName ?? Widget.name})`;
  // A lazy widget's `preload` (common/lazyWidget.tsx) stays reachable: an edit page asks for it early (preloadWidgets.ts).
  const { preload } = Widget as { preload?: () => Promise<unknown> };
  return preload ? Object.assign(ClearsOwnErrors, { preload }) : ClearsOwnErrors;
}
