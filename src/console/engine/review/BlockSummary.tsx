import { Space, Tag } from 'antd';
import { Typography } from '../../common/Typography';
import { tReview } from '../../../shared/reviewMessages';
import { showDateTime } from '../../../shared/rules/timeDisplay';
import { useTimeZone } from '../../common/useTimeZone';
import { actionTag, recordLabel, type PendingBlock } from '../../rules/reviewBlocks';
import type { Mark } from '../../rules/reviewSelection';

interface BlockSummaryProps {
  block: PendingBlock;
  /** Arrived or saved again while the checker was looking. */
  mark?: Mark;
  /** The checker wrote a version of it: another checker must publish it. */
  own?: boolean;
}

/** The one-line header of a change: record, action tag, maker and time (docs/product.md §3, the website's zone), and its marks. */
export function BlockSummary({ block, mark = null, own = false }: BlockSummaryProps) {
  const timeZone = useTimeZone();
  const tag = actionTag(block.action);
  const maker = block.created_by_name || tReview('unknownMaker', { id: block.created_by });
  return (
    <Space size={[8, 0]} wrap data-testid={`block-${block.block_id}`}>
      <Typography.Text strong>{recordLabel(block)}</Typography.Text>
      <Tag color={tag.color}>{tag.label}</Tag>
      {mark && (
        <Tag color="gold" data-testid={`mark-${block.block_id}`}>
          {tReview(mark === 'new' ? 'reviewMarkNew' : 'reviewMarkChanged')}
        </Tag>
      )}
      {own && <Tag data-testid={`own-${block.block_id}`}>{tReview('reviewOwn')}</Tag>}
      <Typography.Text type="secondary">
        {tReview('madeBy', { name: maker })}
        {' · '}
        <time dateTime={block.created_at}>{showDateTime(block.created_at, timeZone)}</time>
      </Typography.Text>
    </Space>
  );
}
