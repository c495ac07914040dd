import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Form, Input, InputNumber, Select } from 'antd';
import { Panel } from '../../common/Panel';
import type { ReactNode } from 'react';
import { t } from '../../../shared/messages';
import { isChoiceType, isTextType, type BuilderInputType } from '../../rules/formBuilder';
import type { BuilderProblem, ProblemPart } from '../../rules/formBuilderChecks';
import { inputTypeOptions } from './inputTypeOptions';
import type { FieldActions, FieldItem } from './useFieldItems';

export interface FieldEditorProps {
  item: FieldItem;
  index: number;
  count: number;
  /** This field's problems worth showing now. */
  problems: BuilderProblem[];
  actions: FieldActions;
  readonly: boolean;
}

const TYPE_OPTIONS = inputTypeOptions();
const number = (value: number | null) => (value === null ? undefined : value);

/** One field of the builder: label, key, input type, required, and what its type allows. */
export function FieldEditor({ item, index, count, problems, actions, readonly }: FieldEditorProps) {
  const { uid, field } = item;
  const id = (part: string) => `builder-${uid}-${part}`;
  const name = field.label.trim() || t('builderFieldN', { n: index + 1 });
  const problemOf = (...parts: ProblemPart[]) => problems.find((p) => parts.includes(p.part))?.message;
  const labelled = (label: string, part: string, control: ReactNode, error?: string, help?: string, grow = '1 1 200px') => (
    <Form.Item
      label={label}
      htmlFor={id(part)}
      validateStatus={error ? 'error' : undefined}
      help={error ?? help}
      style={{ flex: grow, minWidth: 0, marginBottom: 12 }}
    >
      {control}
    </Form.Item>
  );
  const custom = field.inputType === 'custom';
  const customType = JSON.stringify(field.custom?.schema.type ?? 'custom').replace(/"/g, '');
  const toolbar = !readonly && (
    <Flex gap={4}>
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={t('builderMoveUp', { label: name })}
        disabled={index === 0}
        onClick={() => actions.move(uid, -1)}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={t('builderMoveDown', { label: name })}
        disabled={index === count - 1}
        onClick={() => actions.move(uid, 1)}
      />
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('builderRemove', { label: name })}
        onClick={() => actions.remove(uid)}
      />
    </Flex>
  );
  return (
    <Panel small title={name} extra={toolbar} role="group" aria-label={name} style={{ marginBottom: 12 }}>
      <Form layout="vertical" component="div" disabled={readonly}>
        <Flex gap="middle" wrap>
          {labelled(
            t('builderLabel'),
            'label',
            <Input id={id('label')} value={field.label} maxLength={80} onChange={(e) => actions.setLabel(uid, e.target.value)} />,
            problemOf('label'),
          )}
          {labelled(
            t('builderKey'),
            'key',
            <Input id={id('key')} value={field.key} maxLength={40} onChange={(e) => actions.patch(uid, { key: e.target.value })} />,
            problemOf('key'),
            t('builderKeyHelp'),
          )}
          {labelled(
            t('builderInputType'),
            'type',
            custom ? (
              <Input id={id('type')} value={customType} disabled />
            ) : (
              <Select
                id={id('type')}
                showSearch
                style={{ width: '100%' }}
                popupMatchSelectWidth={false}
                value={field.inputType as BuilderInputType}
                options={TYPE_OPTIONS}
                onChange={(value: BuilderInputType) => actions.setType(uid, value)}
              />
            ),
            undefined,
            custom ? t('builderCustom', { type: customType }) : undefined,
            '2 1 280px',
          )}
        </Flex>
        {isChoiceType(field.inputType) &&
          labelled(
            t('builderOptions'),
            'options',
            <Select
              id={id('options')}
              mode="tags"
              open={false}
              value={field.options ?? []}
              onChange={(options: string[]) => actions.patch(uid, { options })}
            />,
            problemOf('options'),
            t('builderOptionsHelp'),
          )}
        {isTextType(field.inputType) && (
          <Flex gap="middle" wrap>
            {labelled(
              t('builderPlaceholder'),
              'placeholder',
              <Input
                id={id('placeholder')}
                value={field.placeholder ?? ''}
                maxLength={80}
                onChange={(e) => actions.patch(uid, { placeholder: e.target.value || undefined })}
              />,
            )}
            {labelled(
              t('builderPattern'),
              'pattern',
              <Input
                id={id('pattern')}
                value={field.pattern ?? ''}
                onChange={(e) => actions.patch(uid, { pattern: e.target.value || undefined })}
              />,
              problemOf('pattern'),
              t('builderPatternHelp'),
            )}
            {labelled(
              t('builderMinLength'),
              'min',
              <InputNumber
                id={id('min')}
                min={0}
                precision={0}
                value={field.minLength}
                onChange={(v) => actions.patch(uid, { minLength: number(v) })}
              />,
              problemOf('length'),
              undefined,
              '0 1 140px',
            )}
            {labelled(
              t('builderMaxLength'),
              'max',
              <InputNumber
                id={id('max')}
                min={1}
                precision={0}
                value={field.maxLength}
                onChange={(v) => actions.patch(uid, { maxLength: number(v) })}
              />,
              undefined,
              undefined,
              '0 1 140px',
            )}
          </Flex>
        )}
        <Flex gap="middle" wrap align="flex-end">
          {labelled(
            t('builderHelp'),
            'help',
            <Input
              id={id('help')}
              value={field.help ?? ''}
              maxLength={200}
              onChange={(e) => actions.patch(uid, { help: e.target.value || undefined })}
            />,
            undefined,
            undefined,
            '3 1 280px',
          )}
          <Form.Item style={{ marginBottom: 12 }}>
            <Checkbox id={id('required')} checked={field.required} onChange={(e) => actions.patch(uid, { required: e.target.checked })}>
              {t('builderRequired')}
            </Checkbox>
          </Form.Item>
        </Flex>
      </Form>
    </Panel>
  );
}
