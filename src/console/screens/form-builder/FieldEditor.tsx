import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { Panel } from '../../common/Panel';
import { EngineForm } from '../../engine/edit/EngineForm';
import { fieldChecksValidator } from '../../engine/edit/fieldChecksValidator';
import { tBuilder } from '../../../shared/builderMessages';
import type { BuilderProblem } from '../../rules/formBuilderChecks';
import { fieldEditOf, fieldEditorErrors, fieldEditorForm, fieldEditorValues } from './fieldEditorForm';
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

/** One field of the builder, drawn by the form engine from its form (fieldEditorForm.ts), with its toolbar. */
export function FieldEditor({ item, index, count, problems, actions, readonly }: FieldEditorProps) {
  const { uid, field } = item;
  const name = field.label.trim() || tBuilder('builderFieldN', { n: index + 1 });
  const toolbar = !readonly && (
    <Flex gap={4}>
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={tBuilder('builderMoveUp', { label: name })}
        disabled={index === 0}
        onClick={() => actions.move(uid, -1)}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={tBuilder('builderMoveDown', { label: name })}
        disabled={index === count - 1}
        onClick={() => actions.move(uid, 1)}
      />
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={tBuilder('builderRemove', { label: name })}
        onClick={() => actions.remove(uid)}
      />
    </Flex>
  );
  const form = fieldEditorForm(field);
  const onChange = (values: Record<string, unknown>) => {
    const edit = fieldEditOf(field, values);
    if (edit.kind === 'label') actions.setLabel(uid, edit.label);
    else if (edit.kind === 'type') actions.setType(uid, edit.inputType);
    else if (edit.kind === 'patch') actions.patch(uid, edit.patch);
  };
  return (
    <Panel small title={name} extra={toolbar} role="group" aria-label={name} style={{ marginBottom: 12 }}>
      <EngineForm
        validator={fieldChecksValidator}
        schema={form.schema}
        uiSchema={form.uiSchema}
        formData={fieldEditorValues(field)}
        extraErrors={fieldEditorErrors(problems)}
        disabled={readonly}
        idPrefix={`builder-${uid}`}
        onChange={(event) => onChange((event.formData ?? {}) as Record<string, unknown>)}
      />
    </Panel>
  );
}
