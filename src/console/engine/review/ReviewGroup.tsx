import { Badge, Button, Checkbox, Collapse, Flex, theme } from 'antd';
import { tReview } from '../../../shared/reviewMessages';
import type { RecordSchema } from '../../../shared/registry';
import { recordLabel, type BlockGroup, type PendingBlock } from '../../rules/reviewBlocks';
import { markOf, type ReviewLook } from '../../rules/reviewSelection';
import { BlockDiff } from './BlockDiff';
import { BlockSummary } from './BlockSummary';

/** What a checker can do with one change; absent for viewers and makers. */
export interface ChangeActions {
  onToggle: (block: PendingBlock, on: boolean) => void;
  onPublish: (block: PendingBlock) => void;
  onReject: (block: PendingBlock) => void;
  busy: boolean;
}

interface ReviewGroupProps {
  group: BlockGroup<PendingBlock>;
  schema: RecordSchema | undefined;
  look: ReviewLook;
  isOwn: (block: PendingBlock) => boolean;
  /** Opening a change's diff counts as seeing what it holds now. */
  onOpen: (block: PendingBlock) => void;
  actions?: ChangeActions;
}

/**
 * The pending changes of one kind under its name and count. Each change has its tick box beside it
 * (a control inside the header button would be a button in a button, WCAG 4.1.2) and opens to its
 * diff with, for checkers, Publish and Reject (rendered on first open only, so a long list costs
 * nothing until the checker looks).
 */
export function ReviewGroup({ group, schema, look, isOwn, onOpen, actions }: ReviewGroupProps) {
  const { token } = theme.useToken();
  const headingId = `review-group-${group.kind}`;
  return (
    <section aria-labelledby={headingId} data-testid={`group-${group.kind}`} style={{ marginBottom: 24 }}>
      <h2 id={headingId} style={{ fontSize: 16, fontWeight: 600, margin: '0 0 8px', color: token.colorTextHeading }}>
        {group.label}{' '}
        <Badge
          count={group.blocks.length}
          title={tReview('changesCount', { count: group.blocks.length })}
          color={token.colorPrimary}
          aria-label={tReview('changesCount', { count: group.blocks.length })}
        />
      </h2>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {group.blocks.map((block) => {
          const own = isOwn(block);
          const mark = markOf(block, look);
          const name = recordLabel(block);
          return (
            <li key={block.block_id} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginBottom: 6 }}>
              {actions && (
                <Checkbox
                  style={{ marginTop: 12 }}
                  checked={look.selected.has(block.block_id) && !own && mark === null}
                  disabled={own}
                  onChange={(e) => actions.onToggle(block, e.target.checked)}
                  aria-label={tReview('reviewChoose', { record: name })}
                  data-testid={`choose-${block.block_id}`}
                />
              )}
              <Collapse
                style={{ flex: 1, minWidth: 0 }}
                onChange={(open) => {
                  if (open.length > 0) onOpen(block);
                }}
                items={[
                  {
                    key: String(block.block_id),
                    label: <BlockSummary block={block} mark={mark} own={own} />,
                    // Publish and Reject sit in the panel, not its header (a button in a button reaches no one).
                    children: (
                      <>
                        {actions && (
                          <Flex justify="flex-end" gap={8} style={{ marginBottom: 8 }}>
                            {!own && (
                              <Button
                                disabled={actions.busy}
                                onClick={() => actions.onPublish(block)}
                                aria-label={`${tReview('publishThis')} ${name}`}
                              >
                                {tReview('publishThis')}
                              </Button>
                            )}
                            <Button danger onClick={() => actions.onReject(block)} aria-label={`${tReview('reject')} ${name}`}>
                              {tReview('reject')}
                            </Button>
                          </Flex>
                        )}
                        <BlockDiff block={block} schema={schema} />
                      </>
                    ),
                  },
                ]}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
