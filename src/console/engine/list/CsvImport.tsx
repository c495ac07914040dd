import { lazy, Suspense, useEffect, useRef } from 'react';
import type { Declaration } from '../../../shared/registry';
import { useCsvImport } from './useCsvImport';

// The preview (a dialog with a table of problems) loads while the server checks the file.
const CsvImportPreview = lazy(() => import('./CsvImportPreview').then((m) => ({ default: m.CsvImportPreview })));

export interface CsvImportProps {
  decl: Declaration;
  /** The file the manager chose: sent for a dry run at once. */
  file: File;
  /** Whether the dry run is under way (the Import button shows it). */
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}

/**
 * One import of a chosen file (useCsvImport.ts): its dry run, then its preview and confirmation.
 * Loaded when a file is chosen (CsvActions.tsx), not with every list.
 */
export function CsvImport({ decl, file, onBusy, onDone }: CsvImportProps) {
  const csv = useCsvImport(decl, onDone);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void csv.choose(file);
  }, [csv, file]);
  const checking = csv.busy && !csv.preview;
  useEffect(() => onBusy(checking), [checking, onBusy]);
  return (
    csv.preview && (
      <Suspense fallback={null}>
        <CsvImportPreview decl={decl} preview={csv.preview} busy={csv.busy} onConfirm={() => void csv.confirm()} onClose={csv.close} />
      </Suspense>
    )
  );
}

/** For React.lazy (CsvActions.tsx). */
export default CsvImport;
