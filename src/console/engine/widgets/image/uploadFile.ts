/**
 * POST /api/main/upload through XMLHttpRequest rather than the fetch client: only XHR reports
 * upload progress. It sends what the fetch client sends (credentials, the client_request_url
 * header the server requires on cookie-authenticated writes, client_id when the origin allows: the address is the client's own, ApiClient.url).
 */
import { clientRequestUrl } from '../../../rules/requestUrl';
import { t } from '../../../../shared/messages';
import { ApiError, type ApiClient } from '../../../api/client';
import type { ApiErrorBody } from '../../../api/types';
import type { ApiScope } from '../../../../shared/rules/listCall';

export const UPLOAD_PATH = '/api/main/upload';

export interface UploadRequest {
  fileName: string;
  fileType: string;
  dataBase64: string;
  /** Folder under the client (and website) the file goes to, e.g. "images". */
  basePath: string;
  /** A client-wide file (people, forms) carries no website. */
  clientWide?: boolean;
}

/** The upload answer (src/server/files/apiRoutes.ts). */
export interface UploadedFile {
  /** The stored file's key: a stable reference, signed again whenever it is shown. */
  file_name: string;
  /** A short-lived signed link, for the preview right after the upload. */
  url: string;
  public_url?: string;
  file_type?: string;
  size?: number;
}

function parse(text: string): (ApiErrorBody & { data?: UploadedFile }) | undefined {
  try {
    return JSON.parse(text) as ApiErrorBody & { data?: UploadedFile };
  } catch {
    return undefined;
  }
}

/** Uploads one file; `onProgress` gets 0–100 as the body goes out. Rejects with an ApiError. */
export function uploadFile(
  api: ApiClient,
  scope: ApiScope,
  req: UploadRequest,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const url = api.url(UPLOAD_PATH, { client_id: scope.clientId });
  const websiteId = req.clientWide || scope.websiteId === undefined ? undefined : Number(scope.websiteId);
  const body = {
    ...(websiteId === undefined ? {} : { website_id: websiteId }),
    file_name: req.fileName,
    file_type: req.fileType,
    base_upload_path: req.basePath,
    is_protected_file: false,
    data_base64: req.dataBase64,
  };
  const fallback = t('imageUploadFailed');
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('client_request_url', clientRequestUrl(window.location.href));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const payload = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && payload?.data) {
        onProgress(100);
        resolve(payload.data);
      } else {
        const error = payload?.error ?? {};
        reject(new ApiError(xhr.status, error.message || fallback, error));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, fallback));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(JSON.stringify(body));
  });
}
