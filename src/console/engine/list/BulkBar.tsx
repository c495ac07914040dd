import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { tl } from '../../../shared/listToolMessages';
import type { Declaration } from '../../../shared/registry';
import { matchingText, MAX_BULK, type BulkTarget } from '../../../shared/rules/bulk';
import { listCallQuery, type ListRequest } from '../../../shared/rules/listCall';
import { useApi } from '../../api/ApiContext';
import { Typography } from '../../common/Typography';
import { useApiScope } from '../hooks/useApiScope';
import { endpointOf } from '../resourceApi';
import { selectedCount, type Selection } from './listSelection';
import { offersAllMatching, withinBulkLimit } from './bulkRules';
import { useBulkDelete } from './useBulkDelete';

export interface BulkBarProps {
  decl: Declaration;
  selection: Selection;
  /** Ids of the rows on show, for "select all that match". */
  pageIds: string[];
  /** How many records the list matches. */
  total: number;
  /** The list's request: what "all that match" means, and what the export sends. */
  request: ListRequest;
  mayDelete: boolean;
  onSelectAllMatching: () => void;
  onClear: () => void;
}

/**
 * What the ticked rows can have done to them (react-admin's BulkActionsToolbar): how many are
 * ticked, "select all N that match", export them as CSV, delete them through review. Loaded once a
 * row is ticked (ListPage.tsx), not with every list.
 */
export function BulkBar({ decl, selection, pageIds, total, request, mayDelete, onSelectAllMatching, onClear }: BulkBarProps) {
  const { token } = theme.useToken();
  const api = useApi();
  const scope = useApiScope();
  const bulkDelete = useBulkDelete(decl);
  const count = selectedCount(selection, total);
  const labels = { one: decl.label.one.toLowerCase(), many: decl.label.many.toLowerCase() };
  const list = endpointOf(decl, 'list');
  const ids = [...selection.picked.keys()];
  const exportHref =
    list &&
    api.url(list.path, {
      ...listCallQuery(decl, scope, request),
      page: undefined,
      max_results: undefined,
      format: 'csv',
      ids: selection.allMatching ? undefined : ids.join(','),
    });
  const target: BulkTarget = selection.allMatching
    ? { matching: matchingText(request), expected: total }
    : { records: [...selection.picked.values()].map((p) => ({ id: Number(p.id), version: p.version })) };
  const fits = withinBulkLimit(count);
  return (
    <Flex
      role="region"
      aria-label={tl('bulkSelected', { count, ...labels })}
      wrap
      gap="small"
      align="center"
      style={{ padding: '8px 12px', marginBottom: 12, background: token.colorPrimaryBg, borderRadius: token.borderRadius }}
    >
      <Typography.Text strong role="status">
        {tl('bulkSelected', { count, ...labels })}
      </Typography.Text>
      {offersAllMatching(selection, pageIds, total) &&
        (total <= MAX_BULK ? (
          <Button type="link" onClick={onSelectAllMatching} style={{ paddingInline: 4 }}>
            {tl('bulkSelectAllMatching', { count: total })}
          </Button>
        ) : (
          <Typography.Text type="secondary">{tl('bulkTooMany', { max: MAX_BULK })}</Typography.Text>
        ))}
      <Flex wrap gap="small" style={{ marginInlineStart: 'auto' }}>
        {exportHref && (
          <Button href={exportHref} download icon={<DownloadOutlined aria-hidden />} title={tl('bulkExportHint')}>
            {tl('bulkExport')}
          </Button>
        )}
        {mayDelete && (
          <Button
            danger
            icon={<DeleteOutlined aria-hidden />}
            disabled={!fits}
            onClick={() => void bulkDelete(target, count).then((done) => done && onClear())}
          >
            {tl('bulkDelete')}
          </Button>
        )}
        <Button onClick={onClear}>{tl('bulkClear')}</Button>
      </Flex>
    </Flex>
  );
}
