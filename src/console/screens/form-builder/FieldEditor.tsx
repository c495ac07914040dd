import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex } from 'antd';
// The input alone: antd's `Input` export carries its Search, Password and OTP variants along.
import { Input } from '../../vendor/antdParts';
import type { ChangeEvent, ReactNode } from 'react';
import { ComboBox } from '../../common/ComboBox';
import { Panel } from '../../common/Panel';
import { TagsInput } from '../../common/TagsInput';
import { FormItem } from '../../engine/widgets/FormItem';
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
/** A length typed as digits (anything else is dropped); empty is no limit. */
const digits = (event: ChangeEvent<HTMLInputElement>) => {
  const typed = event.target.value.replace(/\D/g, '');
  return typed === '' ? undefined : Number(typed);
};

/** One field of the builder: label, key, input type, required, and what its type allows. */
export function FieldEditor({ item, index, count, problems, actions, readonly }: FieldEditorProps) {
  const { uid, field } = item;
  const id = (part: string) => `builder-${uid}-${part}`;
  const name = field.label.trim() || t('builderFieldN', { n: index + 1 });
  const problemOf = (...parts: ProblemPart[]) => problems.find((p) => parts.includes(p.part))?.message;
  const labelled = (label: string, part: string, control: ReactNode, error?: string, help?: string, grow = '1 1 200px') => (
    <FormItem id={id(part)} label={label} errors={error} help={help} style={{ flex: grow, minWidth: 0, marginBottom: 12 }}>
      {control}
    </FormItem>
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
      <div>
        <Flex gap="middle" wrap>
          {labelled(
            t('builderLabel'),
            'label',
            <Input
              id={id('label')}
              disabled={readonly}
              value={field.label}
              maxLength={80}
              onChange={(e) => actions.setLabel(uid, e.target.value)}
            />,
            problemOf('label'),
          )}
          {labelled(
            t('builderKey'),
            'key',
            <Input
              id={id('key')}
              disabled={readonly}
              value={field.key}
              maxLength={40}
              onChange={(e) => actions.patch(uid, { key: e.target.value })}
            />,
            problemOf('key'),
            t('builderKeyHelp'),
          )}
          {labelled(
            t('builderInputType'),
            'type',
            custom ? (
              <Input id={id('type')} value={customType} disabled />
            ) : (
              <ComboBox
                id={id('type')}
                disabled={readonly}
                allowClear={false}
                style={{ width: '100%' }}
                value={field.inputType}
                options={TYPE_OPTIONS}
                onChange={(value) => value !== undefined && actions.setType(uid, value as BuilderInputType)}
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
            <TagsInput
              id={id('options')}
              disabled={readonly}
              value={field.options ?? []}
              onChange={(options) => actions.patch(uid, { options })}
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
                disabled={readonly}
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
                disabled={readonly}
                value={field.pattern ?? ''}
                onChange={(e) => actions.patch(uid, { pattern: e.target.value || undefined })}
              />,
              problemOf('pattern'),
              t('builderPatternHelp'),
            )}
            {labelled(
              t('builderMinLength'),
              'min',
              <Input
                id={id('min')}
                inputMode="numeric"
                disabled={readonly}
                value={field.minLength ?? ''}
                onChange={(e) => actions.patch(uid, { minLength: digits(e) })}
              />,
              problemOf('length'),
              undefined,
              '0 1 140px',
            )}
            {labelled(
              t('builderMaxLength'),
              'max',
              <Input
                id={id('max')}
                inputMode="numeric"
                disabled={readonly}
                value={field.maxLength ?? ''}
                onChange={(e) => actions.patch(uid, { maxLength: digits(e) })}
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
              disabled={readonly}
              value={field.help ?? ''}
              maxLength={200}
              onChange={(e) => actions.patch(uid, { help: e.target.value || undefined })}
            />,
            undefined,
            undefined,
            '3 1 280px',
          )}
          <div style={{ marginBottom: 12, paddingBottom: 5 }}>
            <Checkbox
              id={id('required')}
              disabled={readonly}
              checked={field.required}
              onChange={(e) => actions.patch(uid, { required: e.target.checked })}
            >
              {t('builderRequired')}
            </Checkbox>
          </div>
        </Flex>
      </div>
    </Panel>
  );
}
