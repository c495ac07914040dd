import { Flex } from 'antd';
import { SearchBox } from '../../common/SearchBox';
import { t } from '../../../shared/messages';
import type { Declaration } from '../../../shared/registry';
import { FilterInput } from './FilterInput';
import type { FilterControl, ListState } from './listState';

export interface ListToolbarProps {
  decl: Declaration;
  state: ListState;
  controls: FilterControl[];
  onChange: (patch: Partial<ListState>) => void;
}

/** Search box and filters; every change starts again at page 1. */
export function ListToolbar({ decl, state, controls, onChange }: ListToolbarProps) {
  const searchable = (decl.list?.search.length ?? 0) > 0;
  if (!searchable && controls.length === 0) return null;
  const setFilter = (key: string, value: string | undefined) => {
    const filters = { ...state.filters };
    if (value === undefined) delete filters[key];
    else filters[key] = value;
    onChange({ filters, page: 1 });
  };
  return (
    <Flex wrap gap="small" align="center" style={{ marginBottom: 12 }}>
      {searchable && (
        <SearchBox
          // Keyed by the address's value, so the back button puts the earlier search back in the box.
          key={state.search}
          defaultValue={state.search}
          label={t('listSearch', { what: decl.label.many })}
          onSearch={(search) => onChange({ search: search.trim(), page: 1 })}
          style={{ width: 280 }}
        />
      )}
      {controls.map((control) => (
        <FilterInput key={control.key} control={control} value={state.filters[control.key]} onChange={(v) => setFilter(control.key, v)} />
      ))}
    </Flex>
  );
}
