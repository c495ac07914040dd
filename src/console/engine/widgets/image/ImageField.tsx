import type { FieldProps } from '@rjsf/utils';
import { Flex, Segmented } from 'antd';
import { ComboBox } from '../../../common/ComboBox';
// The input alone: antd's `Input` export carries its Search, Password and OTP variants along.
import { Input } from '../../../vendor/antdParts';
import { IMAGE_ALIGNMENTS, LINK_TARGETS, SIZES } from '../../../../shared/enums';
import { t, type MessageKey } from '../../../../shared/messages';
import { ImageUpload } from './ImageUpload';

type ImageValue = Record<string, unknown>;

/** The parts an image object may declare (docs/product.md §3 image options); only declared ones are shown. */
const PARTS: { key: string; label: MessageKey }[] = [
  { key: 'alt', label: 'imageAlt' },
  { key: 'alignment', label: 'imageAlignment' },
  { key: 'size', label: 'imageSize' },
  { key: 'link', label: 'imageLink' },
  { key: 'link_target', label: 'imageLinkTarget' },
];

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * rjsf field (`"ui:field": "image"`) for an object field holding an image with its options:
 * `url` (address or uploaded key), and any of `alt`, `alignment` (right/left/center), `size`
 * (xs/sm/md/lg), `link` and `link_target` (_blank/_parent/_self) the object declares.
 */
export function ImageField({ schema, uiSchema, formData, onChange, fieldPathId, disabled, readonly, required }: FieldProps<ImageValue>) {
  const value: ImageValue = formData ?? {};
  const declared = new Set(Object.keys(schema.properties ?? {}));
  const id = fieldPathId.$id;
  const locked = disabled || readonly;
  const options = (uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  const set = (key: string, next: unknown) => {
    const out = { ...value, [key]: next };
    if (next === undefined || next === '') delete out[key];
    onChange(out, fieldPathId.path);
  };
  const control = (key: string, label: string) => {
    const part = `${id}.${key}`;
    // Segmented and the combobox carry the label themselves.
    if (key === 'alignment')
      return (
        <Segmented
          id={part}
          aria-label={label}
          disabled={locked}
          options={[...IMAGE_ALIGNMENTS]}
          value={text(value.alignment) ?? 'center'}
          onChange={(v) => set(key, v)}
        />
      );
    if (key === 'size')
      return (
        <Segmented
          id={part}
          aria-label={label}
          disabled={locked}
          options={[...SIZES]}
          value={text(value.size) ?? 'md'}
          onChange={(v) => set(key, v)}
        />
      );
    if (key === 'link_target') {
      return (
        <ComboBox
          id={part}
          label={label}
          disabled={locked}
          style={{ minWidth: 140 }}
          options={LINK_TARGETS.map((v) => ({ value: v, label: v }))}
          value={text(value.link_target)}
          onChange={(v) => set(key, v)}
        />
      );
    }
    return <Input id={part} disabled={locked} value={text(value[key]) ?? ''} onChange={(e) => set(key, e.target.value)} />;
  };
  return (
    <fieldset id={id} style={{ border: 'none', padding: 0, margin: '0 0 16px' }}>
      {schema.title && (
        <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 'inherit', border: 'none' }}>
          {schema.title}
          {required ? ' *' : ''}
        </legend>
      )}
      <Flex vertical gap="small">
        <ImageUpload
          id={`${id}.url`}
          value={text(value.url)}
          onChange={(next) => set('url', next)}
          disabled={locked}
          basePath={typeof options.uploadPath === 'string' ? options.uploadPath : undefined}
          clientWide={options.clientWide === true}
          storedAs={options.imageValue === 'url' ? 'url' : 'key'}
          ariaLabel={t('imageAddress')}
        />
        {PARTS.filter((p) => declared.has(p.key)).map((p) => (
          <Flex key={p.key} vertical gap={4}>
            <label htmlFor={`${id}.${p.key}`}>{t(p.label)}</label>
            {control(p.key, t(p.label))}
          </Flex>
        ))}
      </Flex>
    </fieldset>
  );
}
