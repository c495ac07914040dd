import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { BusyOverlay } from '../../common/BusyOverlay';
import { Notice } from '../../common/Notice';
import { Typography } from '../../common/Typography';
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams, type To } from 'react-router-dom';
import type { ActionMode } from '../../../shared/enums';
import { t } from '../../../shared/messages';
import type { Declaration } from '../../../shared/registry';
import { errorMessage } from '../../api/client';
import type { Id } from '../../api/types';
import { PageTitle } from '../../common/PageTitle';
import { useScope } from '../../common/ScopeContext';
import { Loading } from '../components/Loading';
import { kindCapabilities } from '../capabilities';
import { useResourceList } from '../hooks/useResourceList';
import { recordIdOf, type ResourceRow } from '../resourceApi';
import { columnSpecs } from './columnSpecs';
import { DataTable } from './DataTable';
import { PAGE_SIZES } from '../../../shared/rules/listDefaults';
import { filterControls, listRequest, readListState, writeListState, type ListState, type ParentFilter } from './listState';
import { ListToolbar } from './ListToolbar';
import { Pager } from './Pager';
import { RowActions } from './RowActions';
import { cheapRefColumns, tableColumns } from './tableColumns';
import { useDeleteAction } from './useDeleteAction';
import { useTimeZone } from '../../common/useTimeZone';
import { CsvActions } from './CsvActions';
import { useRegistry } from '../RegistryContext';
import { useDeclarations } from '../useDeclarations';

export interface ListPageProps {
  decl: Declaration;
  /** Where a record action leads: a page below the list, or (sub-lists) a drawer on the parent's page. */
  linkTo: (mode: ActionMode, id?: Id) => To;
  /** A sub-list: only the records of this parent. */
  parent?: ParentFilter;
  /** Prefix of this list's keys in the address, so several lists share one page. */
  urlPrefix?: string;
  /** Smaller heading and rows, for a sub-list inside an edit page. */
  compact?: boolean;
  /** No changes offered whatever the role (the children of a record being viewed). */
  readOnly?: boolean;
}

/** Any declared kind's list: columns, search, filters, server-side paging and sorting, row actions by role. */
export function ListPage({ decl: given, linkTo, parent, urlPrefix = '', compact, readOnly }: ListPageProps) {
  const registry = useRegistry();
  // The whole declaration (columns, filters), whoever renders the list (useDeclarations).
  useDeclarations([given.kind]);
  const decl = registry.whole(given);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(decl, params, urlPrefix), [decl, params, urlPrefix]);
  const request = useMemo(() => listRequest(decl, state, parent), [decl, state, parent]);
  const list = useResourceList(decl, request);
  const isMaker = useScope().roles.isMaker[decl.area] && !readOnly;
  const onDelete = useDeleteAction(decl);
  const update = useCallback(
    (patch: Partial<ListState>) => setParams((prev) => writeListState(decl, prev, { ...state, ...patch }, urlPrefix)),
    [decl, setParams, state, urlPrefix],
  );
  const specs = useMemo(() => columnSpecs(decl), [decl]);
  const timeZone = useTimeZone();
  const controls = useMemo(() => filterControls(decl), [decl]);
  const rows = list.data?.rows;
  const columns = useMemo(() => {
    const actions = (row: ResourceRow) => (
      <RowActions decl={decl} row={row} isMaker={isMaker} linkTo={linkTo} onDelete={(r) => void onDelete(r)} />
    );
    return tableColumns(specs, cheapRefColumns(specs, rows ?? []), timeZone, actions);
  }, [decl, specs, rows, isMaker, linkTo, onDelete, timeZone]);
  const canAdd = isMaker && kindCapabilities(decl).create;
  const addLink = canAdd && (
    <Link to={linkTo('ADD')}>
      <Button type={compact ? 'default' : 'primary'} size={compact ? 'small' : 'middle'} icon={<PlusOutlined />}>
        {t('listAdd', { what: decl.label.one })}
      </Button>
    </Link>
  );
  const filtered = state.search !== '' || Object.keys(state.filters).length > 0;
  const meta = list.data?.meta;

  return (
    <section aria-label={decl.label.many}>
      <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBottom: 12 }}>
        <div>
          <PageTitle nested={compact}>{decl.label.many}</PageTitle>
          {!compact && decl.description && <Typography.Text type="secondary">{decl.description}</Typography.Text>}
        </div>
        <Flex wrap gap="small">
          {!compact && <CsvActions decl={decl} request={request} mayImport={canAdd} />}
          {addLink}
        </Flex>
      </Flex>
      <ListToolbar decl={decl} state={state} controls={controls} onChange={update} />
      {list.isError ? (
        <Notice
          nested
          status="error"
          title={errorMessage(list.error, t('fetchFailed', { what: decl.label.many }))}
          extra={<Button onClick={() => void list.refetch()}>{t('listRetry')}</Button>}
        />
      ) : list.isPending ? (
        <Loading />
      ) : rows && rows.length === 0 ? (
        <Flex vertical align="center" gap="small" style={{ padding: compact ? 16 : 40 }}>
          <Typography.Text type="secondary">
            {t(filtered ? 'listEmptyFiltered' : 'listEmpty', { what: decl.label.many.toLowerCase() })}
          </Typography.Text>
          {/* No second Add here: the header's is in view, and two identical links in one region are noise to a screen reader. */}
          {filtered && <Button onClick={() => update({ search: '', filters: {}, page: 1 })}>{t('listClearFilters')}</Button>}
        </Flex>
      ) : (
        <BusyOverlay busy={list.isFetching && list.isPlaceholderData}>
          <DataTable
            rows={rows ?? []}
            columns={columns}
            rowId={(row) => String(recordIdOf(decl, row))}
            sort={state.sort}
            order={state.order}
            onSort={(sort, order) => update({ sort, order, page: 1 })}
            compact={compact}
          />
        </BusyOverlay>
      )}
      {meta && meta.total > 0 && (
        <Pager
          page={state.page}
          size={state.size}
          total={meta.total}
          sizes={PAGE_SIZES}
          capped={meta.total_capped}
          compact={compact}
          onChange={(page, size) => update({ page, size })}
        />
      )}
    </section>
  );
}
