import { PlusOutlined } from '@ant-design/icons';
import { listTitle } from '../../../shared/rules/listTitle';
import { Button, Flex } from 'antd';
import { BusyOverlay } from '../../common/BusyOverlay';
import { Notice } from '../../common/Notice';
import { Typography } from '../../common/Typography';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Link, type To } from 'react-router-dom';
import type { ActionMode } from '../../../shared/enums';
import { t } from '../../../shared/messages';
import type { Declaration } from '../../../shared/registry';
import { errorMessage } from '../../api/client';
import type { Id } from '../../api/types';
import { PageTitle } from '../../common/PageTitle';
import { Loading } from '../components/Loading';
import { recordIdOf, recordName, type ResourceRow } from '../resourceApi';
import { kindCapabilities } from '../capabilities';
import { selectedCount } from './listSelection';
import { useListSelection } from './useListSelection';
import { DataTable } from './DataTable';
import { PAGE_SIZES } from '../../../shared/rules/listDefaults';
import type { ParentFilter } from './listState';
import { ListToolbar } from './ListToolbar';
import { Pager } from './Pager';
import { RowActions } from './RowActions';
import { cheapRefColumns, tableColumns } from './tableColumns';
import { CsvActions } from './CsvActions';
import { useListController } from './useListController';

// The bar for ticked rows, its messages and its calls load once a row is ticked, not with every list.
const BulkBar = lazy(() => import('./BulkBar').then((m) => ({ default: m.BulkBar })));
// The column chooser and the saved views load when opened.
const ColumnsPanel = lazy(() => import('./ColumnsPanel').then((m) => ({ default: m.ColumnsPanel })));
const ViewsPanel = lazy(() => import('./ViewsPanel').then((m) => ({ default: m.ViewsPanel })));

type ListPanel = 'columns' | 'views';

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

/** Any declared kind's list: columns, search, filters, server-side paging and sorting, row actions by role (useListController). */
export function ListPage({ decl: given, linkTo, parent, urlPrefix, compact, readOnly }: ListPageProps) {
  const list = useListController(given, { parent, urlPrefix, readOnly, choosable: !compact });
  const [panel, setPanel] = useState<ListPanel | null>(null);
  const panelId = useId();
  const panelButton = (which: ListPanel, label: string) => (
    <Button
      aria-expanded={panel === which}
      aria-controls={panel === which ? panelId : undefined}
      onClick={() => setPanel(panel === which ? null : which)}
    >
      {label}
    </Button>
  );
  const { decl, state, specs, rows, timeZone, mayChange, onDelete } = list;
  const columns = useMemo(() => {
    const actions = (row: ResourceRow) => (
      <RowActions decl={decl} row={row} isMaker={mayChange} linkTo={linkTo} onDelete={(r) => void onDelete(r)} />
    );
    return tableColumns(specs, cheapRefColumns(specs, rows ?? []), timeZone, actions);
  }, [decl, specs, rows, mayChange, linkTo, onDelete, timeZone]);
  const addLink = list.mayAdd && (
    <Link to={linkTo('ADD')}>
      <Button type={compact ? 'default' : 'primary'} size={compact ? 'small' : 'middle'} icon={<PlusOutlined />}>
        {t('listAdd', { what: decl.label.one })}
      </Button>
    </Link>
  );
  const { meta, body } = list;
  // Sub-lists inside a record page and read-only lists tick nothing: their parent's page is where they change.
  const selectable = !compact && !readOnly;
  const picked = useListSelection(decl, list.request, rows);
  const ticked = selectedCount(picked.selection, meta?.total ?? 0);
  // A kind's own page is called what the sidebar calls it; nested in a record page, by its plural.
  const title = compact ? decl.label.many : listTitle(decl);

  return (
    <section aria-label={title}>
      <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBottom: 12 }}>
        <div>
          <PageTitle nested={compact}>{title}</PageTitle>
          {!compact && decl.description && <Typography.Text type="secondary">{decl.description}</Typography.Text>}
        </div>
        <Flex wrap gap="small">
          {!compact && panelButton('views', t('listViews'))}
          {!compact && panelButton('columns', t('listColumns'))}
          {!compact && <CsvActions decl={decl} request={list.request} mayImport={list.mayAdd} />}
          {addLink}
        </Flex>
      </Flex>
      {panel && (
        <Suspense fallback={null}>
          {panel === 'columns' ? (
            <ColumnsPanel id={panelId} decl={decl} shown={list.shown} onChoose={list.chooseColumns} />
          ) : (
            <ViewsPanel id={panelId} decl={decl} shown={list.shown} />
          )}
        </Suspense>
      )}
      <ListToolbar decl={decl} state={state} controls={list.controls} onChange={list.update} />
      {selectable && ticked > 0 && meta && (
        <Suspense fallback={null}>
          <BulkBar
            decl={decl}
            selection={picked.selection}
            pageIds={picked.pageIds}
            total={meta.total}
            request={list.request}
            mayDelete={mayChange && kindCapabilities(decl).delete}
            onSelectAllMatching={picked.selectAllMatching}
            onClear={picked.clear}
          />
        </Suspense>
      )}
      {body === 'error' ? (
        <Notice
          nested
          status="error"
          title={errorMessage(list.error, t('fetchFailed', { what: decl.label.many }))}
          extra={<Button onClick={list.retry}>{t('listRetry')}</Button>}
        />
      ) : body === 'loading' ? (
        <Loading />
      ) : body === 'empty' || body === 'nothing matches' ? (
        <Flex vertical align="center" gap="small" style={{ padding: compact ? 16 : 40 }}>
          <Typography.Text type="secondary">
            {t(body === 'nothing matches' ? 'listEmptyFiltered' : 'listEmpty', { what: decl.label.many.toLowerCase() })}
          </Typography.Text>
          {/* No second Add here: the header's is in view, and two identical links in one region are noise to a screen reader. */}
          {body === 'nothing matches' && <Button onClick={list.clearFilters}>{t('listClearFilters')}</Button>}
        </Flex>
      ) : (
        <BusyOverlay busy={list.busy}>
          <DataTable
            rows={rows ?? []}
            columns={columns}
            rowId={(row) => String(recordIdOf(decl, row))}
            sort={state.sort}
            order={state.order}
            onSort={list.sortBy}
            compact={compact}
            selection={
              selectable
                ? {
                    tick: picked.tick,
                    onTogglePage: picked.togglePage,
                    pageLabel: t('listSelectPage'),
                    isTicked: picked.isTicked,
                    onToggle: picked.toggle,
                    rowLabel: (row) => t('listSelectRow', { record: recordName(decl, row) }),
                  }
                : undefined
            }
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
          onChange={list.goTo}
        />
      )}
    </section>
  );
}
