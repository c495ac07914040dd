import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { t } from '../../../shared/messages';
import { tl } from '../../../shared/listToolMessages';
import { useReferenceOptions } from '../hooks/useReferenceOptions';
import { useRefLabels } from '../hooks/useRefOptions';
import { toText } from '../text';
import { typedValue, type FilterControl, type ListState } from './listState';

export interface FilterChipsProps {
  state: ListState;
  controls: FilterControl[];
  onChange: (patch: Partial<ListState>) => void;
}

/** A filter's value in words: its option's label, the referenced record's name, Yes, or the text typed. */
function useValueLabel(control: FilterControl, text: string): string {
  const loaded = useReferenceOptions(control.options || control.ref ? undefined : control.source);
  const id = control.ref ? (typedValue(control.type, text) as string | number) : undefined;
  const names = useRefLabels(control.ref ?? '', id === undefined ? [] : [id], control.ref !== undefined);
  if (control.ref) return names.get(text) ?? text;
  const option = (control.options ?? loaded.options).find((o) => toText(o.value) === text);
  if (option) return option.label;
  if (control.type === 'boolean') return text === 'true' ? t('yes') : t('no');
  return text;
}

function Chip({ text, remove, onRemove }: { text: string; remove: string; onRemove: () => void }) {
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      aria-label={remove}
      onClick={onRemove}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: token.marginXXS,
        minHeight: 24,
        padding: `0 ${token.paddingXS}px`,
        font: 'inherit',
        fontSize: token.fontSizeSM,
        color: token.colorText,
        background: token.colorFillSecondary,
        border: 0,
        borderRadius: token.borderRadiusSM,
        cursor: 'pointer',
      }}
    >
      {text}
      <CloseOutlined aria-hidden style={{ fontSize: 10 }} />
    </button>
  );
}

function FilterChip({ control, text, onRemove }: { control: FilterControl; text: string; onRemove: () => void }) {
  const value = useValueLabel(control, text);
  return (
    <Chip
      text={tl('listFilterChip', { label: control.label, value })}
      remove={tl('listFilterRemove', { label: control.label, value })}
      onRemove={onRemove}
    />
  );
}

/**
 * What narrows the list, each as "Label: value" with its own remove button, and Clear all
 * (Strapi's and Payload's filter chips): a filter's box alone says "No", not what is "No".
 */
export function FilterChips({ state, controls, onChange }: FilterChipsProps) {
  const active = controls.filter((c) => state.filters[c.key] !== undefined);
  if (active.length === 0 && state.search === '') return null;
  const without = (key: string) => {
    const filters = { ...state.filters };
    delete filters[key];
    onChange({ filters, page: 1 });
  };
  return (
    <Flex wrap gap="small" align="center" style={{ marginBottom: 12 }} role="group" aria-label={tl('listFiltersOn')}>
      {state.search !== '' && (
        <Chip
          text={tl('listSearchChip', { value: state.search })}
          remove={tl('listFilterRemove', { label: tl('listSearchLabel'), value: state.search })}
          onRemove={() => onChange({ search: '', page: 1 })}
        />
      )}
      {active.map((control) => (
        <FilterChip key={control.key} control={control} text={state.filters[control.key]!} onRemove={() => without(control.key)} />
      ))}
      <Button type="link" size="small" onClick={() => onChange({ search: '', filters: {}, page: 1 })}>
        {tl('listClearAll')}
      </Button>
    </Flex>
  );
}
