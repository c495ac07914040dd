import { Flex } from 'antd';
import { lazy, Suspense } from 'react';
import { SearchBox } from '../../common/SearchBox';
import { t } from '../../../shared/messages';
import type { Declaration } from '../../../shared/registry';
import { FilterInput } from './FilterInput';
import type { FilterControl, ListState } from './listState';

export interface ListToolbarProps {
  decl: Declaration;
  state: ListState;
  controls: FilterControl[];
  onChange: (patch: Partial<ListState>, how?: { replace?: boolean }) => void;
}

// The chips and their words load once a search or filter is on, not with every list.
const FilterChips = lazy(() => import('./FilterChips').then((m) => ({ default: m.FilterChips })));

/** Typing that pauses this long asks for the list; each keystroke would be a call and a history entry. */
export const SEARCH_PAUSE_MS = 300;

/** Search box (asking as the manager types) and filters, then the chips of those in use; every change starts again at page 1. */
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
    <>
      <Flex wrap gap="small" align="center" style={{ marginBottom: 12 }}>
        {searchable && (
          <SearchBox
            defaultValue={state.search}
            label={t('listSearch', { what: decl.label.many })}
            onSearch={(search) => onChange({ search: search.trim(), page: 1 }, { replace: state.search !== '' && search.trim() !== '' })}
            asYouType={SEARCH_PAUSE_MS}
            style={{ width: 280 }}
          />
        )}
        {controls.map((control) => (
          <FilterInput key={control.key} control={control} value={state.filters[control.key]} onChange={(v) => setFilter(control.key, v)} />
        ))}
      </Flex>
      {(state.search !== '' || Object.keys(state.filters).length > 0) && (
        <Suspense fallback={null}>
          <FilterChips state={state} controls={controls} onChange={onChange} />
        </Suspense>
      )}
    </>
  );
}
