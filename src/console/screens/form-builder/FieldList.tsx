import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { Typography } from '../../common/Typography';
import { tBuilder } from '../../../shared/builderMessages';
import type { BuilderProblem } from '../../rules/formBuilderChecks';
import { FieldEditor } from './FieldEditor';
import type { FieldActions, FieldItem } from './useFieldItems';

export interface FieldListProps {
  items: FieldItem[];
  problems: BuilderProblem[];
  /** After a first Save: also say what is still missing, not only what is wrong. */
  showMissing: boolean;
  actions: FieldActions;
  readonly: boolean;
}

/** The builder's fields in order, each editable, with buttons to add, reorder and remove. */
export function FieldList({ items, problems, showMissing, actions, readonly }: FieldListProps) {
  return (
    <section aria-label={tBuilder('builderFields')}>
      <Typography.Title level={4}>{tBuilder('builderFields')}</Typography.Title>
      {items.length === 0 && <Typography.Paragraph type="secondary">{tBuilder('builderNoFieldsYet')}</Typography.Paragraph>}
      {items.map((item, index) => (
        <FieldEditor
          key={item.uid}
          item={item}
          index={index}
          count={items.length}
          problems={problems.filter((p) => p.index === index && (showMissing || !p.missing))}
          actions={actions}
          readonly={readonly}
        />
      ))}
      {!readonly && (
        <Flex>
          <Button icon={<PlusOutlined />} onClick={actions.add}>
            {tBuilder('builderAddField')}
          </Button>
        </Flex>
      )}
    </section>
  );
}
