import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { t } from '../../../shared/messages';
import type { Declaration } from '../../../shared/registry';
import { useApi } from '../../api/ApiContext';
import { useApiScope } from '../hooks/useApiScope';
import { endpointOf } from '../resourceApi';
import { listCallQuery, type ListRequest } from '../../../shared/rules/listCall';

// The import (its dry run, preview and confirmation) loads when a file is chosen, not with every list.
const CsvImport = lazy(() => import('./CsvImport'));

interface CsvActionsProps {
  decl: Declaration;
  /** The list's current request: the export sends its search, filters and sort, without paging. */
  request: ListRequest;
  /** Makers may import; everyone who reads the list may export. */
  mayImport: boolean;
}

/** Export (the current filters, every page) and Import (upload → preview of changes or problems → confirm). */
export function CsvActions({ decl, request, mayImport }: CsvActionsProps) {
  const api = useApi();
  const scope = useApiScope();
  const input = useRef<HTMLInputElement>(null);
  // Each choice is an import of its own, even of the same file again.
  const [chosen, setChosen] = useState<{ file: File; at: number } | null>(null);
  const [checking, setChecking] = useState(false);
  const list = endpointOf(decl, 'list');
  if (!list) return null;
  const href = api.url(list.path, { ...listCallQuery(decl, scope, request), page: undefined, max_results: undefined, format: 'csv' });
  return (
    <>
      <Button
        href={href}
        download
        icon={<DownloadOutlined aria-hidden />}
        title={t('csvExportHint', { what: decl.label.one.toLowerCase() })}
      >
        {t('csvExport')}
      </Button>
      {mayImport && (
        <>
          <Button icon={<UploadOutlined aria-hidden />} loading={checking} onClick={() => input.current?.click()}>
            {t('csvImport')}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            hidden
            data-testid="csv-import-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) setChosen({ file, at: Date.now() });
            }}
          />
        </>
      )}
      {chosen && (
        <Suspense fallback={null}>
          <CsvImport
            key={chosen.at}
            decl={decl}
            file={chosen.file}
            onBusy={setChecking}
            onDone={() => {
              setChosen(null);
              setChecking(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
