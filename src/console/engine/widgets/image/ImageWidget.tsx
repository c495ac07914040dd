import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { ImageUpload, type StoredAs } from './ImageUpload';

/**
 * rjsf widget (`"ui:widget": "image"`) for a string field holding an image: the address or the
 * uploaded file's key. ui:options: `uploadPath` (folder, default "images"), `clientWide` (for
 * client-wide kinds such as people, so the upload needs no website role), `imageValue`
 * ("key", the default, or "url" to keep the public address instead).
 */
export function ImageWidget({ id, value, onChange, onBlur, disabled, readonly, placeholder, options }: WidgetProps) {
  return (
    <ImageUpload
      id={id}
      value={typeof value === 'string' ? value : undefined}
      onChange={(next) => onChange(next ?? options.emptyValue)}
      onBlur={() => onBlur(id, value)}
      disabled={disabled || readonly}
      basePath={typeof options.uploadPath === 'string' ? options.uploadPath : undefined}
      clientWide={options.clientWide === true}
      storedAs={options.imageValue === 'url' ? 'url' : ('key' satisfies StoredAs)}
      placeholder={placeholder || undefined}
      describedBy={ariaDescribedByIds(id)}
    />
  );
}
