import { Button } from 'antd';
import { InlineAlert } from '../../common/InlineAlert';
import { lazy, Suspense, type ReactNode } from 'react';
import type { To } from 'react-router-dom';
import { t } from '../../../shared/messages';
import type { Declaration } from '../../../shared/registry';
import { errorMessage } from '../../api/client';
import { Loading } from '../components/Loading';
import { LoadingBar } from '../../common/LoadingBar';
import type { useEditRecord } from './useEditRecord';

// Only a missing record needs it (with its question to the server about other websites).
const RecordNotFound = lazy(async () => ({ default: (await import('./RecordNotFound')).RecordNotFound }));

/**
 * What a record page shows instead of its form while the record loads, or when it cannot be read
 * (missing, or an error with a retry); null once there is a record (or nothing to read) to edit.
 */
export function recordLoadState(
  decl: Declaration,
  record: ReturnType<typeof useEditRecord>,
  id: string | undefined,
  backTo?: To,
): ReactNode {
  // docs/product.md §9: the event (a website's one record of its kind) loads under a progress bar, not a spinner.
  if (record.loading) return decl.singleton ? <LoadingBar label={t('loadingWhat', { what: decl.label.one })} /> : <Loading />;
  if (!record.error && !record.notFound) return null;
  if (record.notFound)
    return (
      <Suspense fallback={<Loading />}>
        <RecordNotFound decl={decl} id={id ?? ''} backTo={backTo} />
      </Suspense>
    );
  const message = errorMessage(record.error, t('fetchFailed', { what: decl.label.one }));
  return <InlineAlert type="error" title={message} action={<Button onClick={() => void record.refetch()}>{t('listRetry')}</Button>} />;
}
