import { useQuery } from '@tanstack/react-query';
import { t } from '../../../../shared/messages';
import { useApi } from '../../../api/ApiContext';
import { useApiScope } from '../../hooks/useApiScope';
import { imageSource } from './imageFile';

interface SignedFile {
  url: string;
  expires_at?: string;
}

/** Signed links live five minutes on the server (FILE_URL_TTL_SECONDS); ask again before that. */
const FOUR_MINUTES = 4 * 60_000;

/**
 * The address an <img> can show for a stored value: a web address as it is, an uploaded file's
 * key through GET /api/main/signed_file (docs/product.md §7), which signs a short-lived link to it.
 */
export function useImageSrc(value: unknown): { src?: string; loading: boolean; error?: string } {
  const api = useApi();
  const scope = useApiScope();
  const source = imageSource(value);
  const key = source.kind === 'key' ? source.key : undefined;
  const signed = useQuery({
    queryKey: ['signed_file', key ?? ''],
    enabled: key !== undefined,
    staleTime: FOUR_MINUTES,
    refetchInterval: FOUR_MINUTES,
    queryFn: async ({ signal }) =>
      (
        await api.get<SignedFile>('/api/main/signed_file', {
          query: { client_id: scope.clientId, file_name: key },
          signal,
          fallback: t('signFileFailed'),
        })
      ).data.url,
  });
  if (source.kind === 'url') return { src: source.url, loading: false };
  if (source.kind === 'none') return { loading: false };
  return { src: signed.data, loading: signed.isPending, error: signed.isError ? t('signFileFailed') : undefined };
}
