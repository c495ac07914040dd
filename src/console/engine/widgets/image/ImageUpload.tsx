import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
// The input alone: antd's `Input` export carries its Search, Password and OTP variants along.
import { Input } from '../../../vendor/antdParts';
import { ProgressLine } from '../../../common/ProgressLine';
import { Spinner } from '../../../common/Spinner';
import { Typography } from '../../../common/Typography';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { t } from '../../../../shared/messages';
import { errorMessage } from '../../../api/client';
import { useApi } from '../../../api/ApiContext';
import { useApiScope } from '../../hooks/useApiScope';
import { IMAGE_TYPES, imageProblem, readBase64 } from './imageFile';
import type { UploadedFile } from './uploadFile';
import { useImageSrc } from './useImageSrc';

/** What an upload leaves in the field: the stable file key, or (ui:options imageValue "url") its public address. */
export type StoredAs = 'key' | 'url';

export interface ImageUploadProps {
  id: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** Folder the file goes to; "images" unless the field says otherwise. */
  basePath?: string;
  clientWide?: boolean;
  storedAs?: StoredAs;
  placeholder?: string;
  describedBy?: string;
  /** For an address box no field label points at (inside an image object). */
  ariaLabel?: string;
}

type Upload = { state: 'idle' } | { state: 'busy'; name: string; percent: number } | { state: 'failed'; message: string };

const storedValue = (file: UploadedFile, storedAs: StoredAs) => (storedAs === 'url' ? (file.public_url ?? file.file_name) : file.file_name);

/** An image value: its address (typed or uploaded), an upload button with progress, and a preview that opens the full image. */
export function ImageUpload(props: ImageUploadProps) {
  const {
    id,
    value,
    onChange,
    onBlur,
    disabled,
    basePath = 'images',
    clientWide,
    storedAs = 'key',
    placeholder,
    describedBy,
    ariaLabel,
  } = props;
  const scope = useApiScope();
  const input = useRef<HTMLInputElement>(null);
  const aborter = useRef<AbortController | null>(null);
  const api = useApi();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const preview = useImageSrc(value);
  // An upload still running when the form goes away is of no use to anyone.
  useEffect(() => () => aborter.current?.abort(), []);

  const start = async (file: File) => {
    const problem = imageProblem(file);
    if (problem) return setUpload({ state: 'failed', message: problem });
    const controller = new AbortController();
    aborter.current = controller;
    setUpload({ state: 'busy', name: file.name, percent: 0 });
    try {
      // The upload's code comes with the first file picked, not with every form holding an image.
      const [dataBase64, { uploadFile }] = await Promise.all([readBase64(file), import('./uploadFile')]);
      const saved = await uploadFile(
        api,
        scope,
        { fileName: file.name, fileType: file.type, dataBase64, basePath, clientWide },
        (percent) => setUpload({ state: 'busy', name: file.name, percent }),
        controller.signal,
      );
      setUpload({ state: 'idle' });
      onChange(storedValue(saved, storedAs));
    } catch (err) {
      if (controller.signal.aborted) return;
      setUpload({ state: 'failed', message: errorMessage(err, t('imageUploadFailed')) });
    }
  };
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again (after a failure) fires a change again.
    event.target.value = '';
    if (file) void start(file);
  };
  const busy = upload.state === 'busy';
  const locked = disabled || busy;

  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap>
        <Input
          id={id}
          style={{ flex: '1 1 240px' }}
          value={value ?? ''}
          placeholder={placeholder}
          disabled={locked}
          aria-describedby={describedBy}
          aria-label={ariaLabel}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
          onBlur={onBlur}
        />
        <input
          ref={input}
          type="file"
          hidden
          accept={IMAGE_TYPES.join(',')}
          aria-label={t('imageUpload')}
          disabled={locked}
          onChange={picked}
        />
        <Button icon={<UploadOutlined />} disabled={locked} onClick={() => input.current?.click()}>
          {t(value ? 'imageReplace' : 'imageUpload')}
        </Button>
        {value && <Button icon={<DeleteOutlined />} disabled={locked} aria-label={t('imageRemove')} onClick={() => onChange(undefined)} />}
      </Flex>
      {busy && (
        <div>
          <Typography.Text type="secondary">{t('imageUploading', { name: upload.name })}</Typography.Text>
          <Flex gap="small" align="center">
            <div style={{ flex: 1 }}>
              <ProgressLine percent={upload.percent} label={t('imageUploading', { name: upload.name })} />
            </div>
            <Typography.Text type="secondary">{upload.percent}%</Typography.Text>
          </Flex>
        </div>
      )}
      {upload.state === 'failed' && (
        <Typography.Text type="danger" role="alert">
          {upload.message}
        </Typography.Text>
      )}
      {preview.loading && <Spinner size={14} label={t('loading')} />}
      {preview.error && <Typography.Text type="danger">{preview.error}</Typography.Text>}
      {/* The full image opens in a tab of its own (antd's Image viewer cost every form with an image 7 kB). */}
      {preview.src && (
        // At least a 24 px target (WCAG 2.2 target size) while the image has not loaded, or cannot.
        <a
          href={preview.src}
          target="_blank"
          rel="noreferrer"
          style={{ alignSelf: 'flex-start', lineHeight: 0, display: 'inline-block', minWidth: 24, minHeight: 24 }}
        >
          <img src={preview.src} alt={t('imagePreview')} width={160} style={{ objectFit: 'contain', maxHeight: 160 }} />
        </a>
      )}
    </Flex>
  );
}
