import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '../../../shared/messages';
import type { Declaration } from '../../../shared/registry';
import { ApiError, errorMessage } from '../../api/client';
import { useApi } from '../../api/ApiContext';
import { useScope } from '../../common/ScopeContext';
import { flash } from '../../state/flashStore';

export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

/** What an uploaded file would do, from the server's dry run: counts, or every problem. */
export type ImportPreview =
  | { file: string; content: Blob; created: number; updated: number; unchanged: number; problems?: undefined }
  | { file: string; content: Blob; problems: ImportProblem[] };

/**
 * Upload → dry run → preview → confirm; the server validates every row and writes all or nothing.
 * `onDone` once the import is over: written, closed, or failed with no preview to show.
 */
export function useCsvImport(decl: Declaration, onDone: () => void) {
  const api = useApi();
  const { clientId, websiteId } = useScope();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const query = { client_id: clientId, ...(decl.scope === 'client' ? {} : { website_id: websiteId }), kind: decl.kind };
  // The file's bytes as they are: the server refuses one that is not UTF-8, naming where.
  const send = (content: Blob, dryRun: boolean) =>
    api.post<{ created: number; updated: number; unchanged?: number }>('/api/cms/import', undefined, {
      query: { ...query, dry_run: dryRun },
      text: { contentType: 'text/csv', content },
      fallback: t('csvImportFailed'),
    });

  async function choose(file: File): Promise<void> {
    setBusy(true);
    try {
      const { data } = await send(file, true);
      setPreview({ file: file.name, content: file, ...data, unchanged: data.unchanged ?? 0 });
    } catch (err) {
      const problems = err instanceof ApiError ? (err.details as { problems?: ImportProblem[] } | undefined)?.problems : undefined;
      if (problems) setPreview({ file: file.name, content: file, problems });
      else {
        flash.danger(errorMessage(err, t('csvImportFailed')));
        onDone();
      }
    } finally {
      setBusy(false);
    }
  }

  async function confirm(): Promise<void> {
    if (!preview || preview.problems) return;
    setBusy(true);
    try {
      const { data } = await send(preview.content, false);
      flash.success(t('csvImported', { created: data.created, updated: data.updated, unchanged: data.unchanged ?? 0 }));
      setPreview(null);
      onDone();
      await queryClient.invalidateQueries({ queryKey: ['resource'] });
    } catch (err) {
      flash.danger(errorMessage(err, t('csvImportFailed')));
    } finally {
      setBusy(false);
    }
  }

  const close = () => {
    setPreview(null);
    onDone();
  };
  return { preview, busy, choose, confirm, close };
}
