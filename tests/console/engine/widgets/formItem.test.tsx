// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
// antd's ES build, as the console's bundle has it: FormItem's input context comes from there, and
// vitest would otherwise give this test the CommonJS copy of Input with a context of its own.
import Input from 'antd/es/input';
import { describe, expect, it } from 'vitest';
import { FormItem } from '../../../../src/console/engine/widgets/FormItem';
import { withTestStyles } from '../../harness';

function field(props: { errors?: string; help?: string; required?: boolean }) {
  render(
    withTestStyles(
      <FormItem id="zone_name" label="Zone name" required={props.required} errors={props.errors} help={props.help} feedback>
        <Input id="zone_name" />
      </FormItem>,
    ),
  );
  return screen.getByLabelText('Zone name').closest('.ant-form-item') as HTMLElement;
}

describe('FormItem, antd Form.Item without its form engine', () => {
  it('labels the control, marks it required and shows its help while it is valid', () => {
    const item = field({ required: true, help: 'As on the venue map.' });
    expect(item.querySelector('label.ant-form-item-required')).toHaveAttribute('for', 'zone_name');
    expect(item).toHaveTextContent('As on the venue map.');
    expect(item).not.toHaveClass('ant-form-item-has-error');
    expect(item.querySelector('.ant-input-status-error')).toBeNull();
  });

  it('an invalid control shows its error instead of the help, and antd draws the input as refused', () => {
    const item = field({ errors: 'Zone name is required.', help: 'As on the venue map.' });
    expect(item.querySelector('.ant-form-item-explain-error')).toHaveTextContent('Zone name is required.');
    expect(item).not.toHaveTextContent('As on the venue map.');
    expect(item).toHaveClass('ant-form-item-has-error');
    // The input context: antd's Input takes the error status and the feedback icon from it.
    expect(item.querySelector('.ant-input-status-error, .ant-input-affix-wrapper-status-error')).not.toBeNull();
    expect(item.querySelector('.ant-form-item-feedback-icon-error')).not.toBeNull();
  });
});
