import { Badge, Button, Collapse, Flex, theme } from 'antd';
import { t } from '../../../shared/messages';
import type { RecordSchema } from '../../../shared/registry';
import { changeCount, recordLabel, type BlockGroup, type PendingBlock } from '../../rules/reviewBlocks';
import { BlockDiff } from './BlockDiff';
import { BlockSummary } from './BlockSummary';

interface ReviewGroupProps {
  group: BlockGroup<PendingBlock>;
  schema: RecordSchema | undefined;
  /** Present for checkers only: viewers and makers get no Reject button. */
  onReject?: (block: PendingBlock) => void;
}

/**
 * The pending changes of one kind under its name and count; each change opens to its diff and,
 * for checkers, its Reject button (rendered on first open only, so a long list costs nothing until
 * the checker looks).
 */
export function ReviewGroup({ group, schema, onReject }: ReviewGroupProps) {
  const { token } = theme.useToken();
  const headingId = `review-group-${group.kind}`;
  return (
    <section aria-labelledby={headingId} data-testid={`group-${group.kind}`} style={{ marginBottom: 24 }}>
      <h2 id={headingId} style={{ fontSize: 16, fontWeight: 600, margin: '0 0 8px', color: token.colorTextHeading }}>
        {group.label}{' '}
        <Badge
          count={group.blocks.length}
          title={changeCount(group.blocks.length)}
          color={token.colorPrimary}
          aria-label={changeCount(group.blocks.length)}
        />
      </h2>
      <Collapse
        items={group.blocks.map((block) => ({
          key: String(block.block_id),
          label: <BlockSummary block={block} />,
          // Reject sits in the panel, not its header: the header is one button, and a button inside a button
          // is neither reachable nor announced properly (WCAG 4.1.2).
          children: (
            <>
              {onReject && (
                <Flex justify="flex-end" style={{ marginBottom: 8 }}>
                  <Button danger onClick={() => onReject(block)} aria-label={`${t('reject')} ${recordLabel(block)}`}>
                    {t('reject')}
                  </Button>
                </Flex>
              )}
              <BlockDiff block={block} schema={schema} />
            </>
          ),
        }))}
      />
    </section>
  );
}
